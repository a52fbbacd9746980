import type { Endpoint } from 'payload'
import { ok, okList, withEnvelope } from '../../../platform/http/envelope'
import { listUsableVouchers } from '../services/passes/my-passes'
import { getPromotion, listPromotions } from '../services/sticky-area/promotions'
import { getDirections, getLiveChat } from '../services/sticky-area/sticky-info'
import { getTravelInfo, listTravelInfos } from '../services/sticky-area/travel-infos'
import { memberPage } from '../../../platform/http/member-page'
import { parseQuery, routeParam } from '../../../platform/http/request'
import { promotionId, promotionListQuery, travelInfoId, travelInfoListQuery } from '../schemas/sticky-area'

/** The travel side's floating area (docs/api.md "여행 (레거시)"); the list paths before `/:id` so they match first. */
export const stickyAreaEndpoints: Endpoint[] = [
  { path: '/v1/stickyArea/directions', method: 'get', handler: withEnvelope(async (req) => ok(await getDirections(req))) },
  { path: '/v1/stickyArea/liveChat', method: 'get', handler: withEnvelope(async (req) => ok(await getLiveChat(req))) },
  { path: '/v1/stickyArea/myPass', method: 'get', handler: memberPage((req, member, page) => listUsableVouchers(req, member, page)) },
  {
    path: '/v1/stickyArea/promotion/list',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const query = parseQuery(promotionListQuery, req)
      const { list, total } = await listPromotions(req, query)
      return okList(list, total, query.pageSize)
    }),
  },
  {
    path: '/v1/stickyArea/promotion/:id',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await getPromotion(req, promotionId.parse(routeParam(req, 'id'))))),
  },
  {
    path: '/v1/stickyArea/travelInfo/list',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const query = parseQuery(travelInfoListQuery, req)
      const { list, total } = await listTravelInfos(req, query)
      return okList(list, total, query.pageSize)
    }),
  },
  {
    path: '/v1/stickyArea/travelInfo/:id',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await getTravelInfo(req, travelInfoId.parse(routeParam(req, 'id'))))),
  },
]
