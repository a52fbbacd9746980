import type { Endpoint } from 'payload'
import { requireMember } from '../../../platform/access/require-member'
import type { ReserveUserInfo } from '../../../../contract/travel'
import { ok, okList, withEnvelope } from '../../../platform/http/envelope'
import { getGoodsInfo } from '../services/reservations/goods-info'
import { cancelReservation, listReservations } from '../services/reservations/my-reservations'
import { payInfo, reserve } from '../services/reservations/reserve'
import { parseBody, parseQuery } from '../../../platform/http/request'
import { goodsInfoQuery, payInfoBody, reserveBody, reserveIdQuery, reserveListQuery } from '../schemas/reservations'

/** Goods reservations (docs/api.md "여행 (레거시)"). */
export const reservationEndpoints: Endpoint[] = [
  { path: '/v1/reserve/goods-info', method: 'get', handler: withEnvelope(async (req) => ok(await getGoodsInfo(req, parseQuery(goodsInfoQuery, req)))) },
  {
    path: '/v1/reserve/user-info',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const member = requireMember(req)
      return ok<ReserveUserInfo>({ name: member.name, email: member.email, phone: member.phone || null })
    }),
  },
  {
    path: '/v1/reserve/pay-info',
    method: 'post',
    handler: withEnvelope(async (req) => ok(await payInfo(req, requireMember(req), await parseBody(payInfoBody, req)))),
  },
  { path: '/v1/reserve', method: 'post', handler: withEnvelope(async (req) => ok(await reserve(req, requireMember(req), await parseBody(reserveBody, req)))) },
  {
    path: '/v1/reserve/list',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const member = requireMember(req)
      const query = parseQuery(reserveListQuery, req)
      const { list, total } = await listReservations(req, member, query)
      return okList(list, total, query.pageSize)
    }),
  },
  {
    path: '/v1/reserve/cancel',
    method: 'patch',
    handler: withEnvelope(async (req) => ok(await cancelReservation(req, requireMember(req), parseQuery(reserveIdQuery, req).reserveId))),
  },
]
