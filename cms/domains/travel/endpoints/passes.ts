import type { Endpoint } from 'payload'
import { requireMember } from '../../../platform/access/require-member'
import { ok, okList, withEnvelope } from '../../../platform/http/envelope'
import { buyPass } from '../services/passes/buy-pass'
import { getPass, listPasses } from '../services/passes/list-passes'
import { getVoucher, listExchangeCards, listMyPasses, listPurchases } from '../services/passes/my-passes'
import { pricePurchase } from '../services/passes/price-pass'
import { refundPass } from '../services/passes/refund-pass'
import { parseBody, parseQuery, routeParam } from '../../../platform/http/request'
import { memberPage } from '../../../platform/http/member-page'
import { passListQuery, passUid, purchaseBody, purchaseQuery, refundQuery, rsvtUidQuery } from '../schemas/passes'

/** Passes, their purchase, vouchers and refunds (docs/api.md "여행 (레거시)"). */
export const passEndpoints: Endpoint[] = [
  {
    path: '/v1/pass/list',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const query = parseQuery(passListQuery, req)
      const { list, total } = await listPasses(req, query)
      return okList(list, total, query.pageSize)
    }),
  },
  { path: '/v1/pass/detail/:id', method: 'get', handler: withEnvelope(async (req) => ok(await getPass(req, passUid.parse(routeParam(req, 'id'))))) },
  {
    path: '/v1/pass/buyPassPayInfo',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const member = requireMember(req)
      const { isPay, ...input } = parseQuery(purchaseQuery, req)
      return ok(isPay ? await buyPass(req, member, input) : (await pricePurchase(req, member, input)).quote)
    }),
  },
  {
    path: '/v1/pass/buyPass',
    method: 'post',
    handler: withEnvelope(async (req) => ok(await buyPass(req, requireMember(req), await parseBody(purchaseBody, req)))),
  },
  { path: '/v1/mypage/myPass/list', method: 'get', handler: memberPage(listMyPasses) },
  { path: '/v1/mypage/buy/list', method: 'get', handler: memberPage(listPurchases) },
  { path: '/v1/mypage/exchangeCard/list', method: 'get', handler: withEnvelope(async (req) => ok(await listExchangeCards(req, requireMember(req)))) },
  {
    path: '/v1/mypage/voucher',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await getVoucher(req, requireMember(req), parseQuery(rsvtUidQuery, req).rsvtUid))),
  },
  {
    path: '/v1/mypage/refundPass',
    method: 'patch',
    handler: withEnvelope(async (req) => ok(await refundPass(req, requireMember(req), parseQuery(refundQuery, req)))),
  },
]
