import type { Endpoint, PayloadHandler } from 'payload'
import { requireMember } from '../../../platform/access/require-member'
import { ok, withEnvelope } from '../../../platform/http/envelope'
import { couponsForGoods, listCouponOffers, listMyCoupons, registerCoupon } from '../services/coupons/member-coupons'
import { parseQuery } from '../../../platform/http/request'
import { memberPage } from '../../../platform/http/member-page'
import { couponPblcnUidQuery } from '../schemas/passes'
import { goodsDtlIdQuery } from '../schemas/reservations'

const register: PayloadHandler = withEnvelope(async (req) =>
  ok(await registerCoupon(req, requireMember(req), parseQuery(couponPblcnUidQuery, req).couponPblcnUid)),
)

/** Coupons of the pass purchase (docs/api.md "여행 (레거시)"). */
export const couponEndpoints: Endpoint[] = [
  { path: '/v1/mypage/coupon', method: 'get', handler: memberPage(listCouponOffers) },
  { path: '/v1/mypage/myCoupon', method: 'get', handler: memberPage(listMyCoupons) },
  { path: '/v1/mypage/coupon/insert', method: 'post', handler: register },
  // The mobile screens register through their own path; the rules are the same.
  { path: '/v1/mypage/mobile/insert', method: 'post', handler: register },
  {
    path: '/v1/reserve/coupon',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await couponsForGoods(req, requireMember(req), parseQuery(goodsDtlIdQuery, req).goodsDtlId))),
  },
]
