import type { PayloadRequest } from 'payload'
import { AppError, notFound } from '../../../../platform/http/errors'
import type { Coupon, MemberCoupon, User } from '../../../../payload-types'
import { travelMessages as m } from '../../messages'
import { couponRefusal, type CouponUse, discountOf } from './coupon-rules'

/** The member's own coupon with its published coupon; someone else's is not found, as an unknown one. */
const findOwnCoupon = async (req: PayloadRequest, member: User, couponUid: number): Promise<MemberCoupon & { coupon: Coupon }> => {
  const { docs } = await req.payload.find({
    collection: 'member-coupons',
    where: { and: [{ id: { equals: couponUid } }, { member: { equals: member.id } }] },
    limit: 1,
    pagination: false,
    depth: 1,
    overrideAccess: false,
    user: member,
    req,
  })
  const held = docs[0]
  if (!held || typeof held.coupon !== 'object') throw notFound(m.memberCouponNotFound)
  return held as MemberCoupon & { coupon: Coupon }
}

/**
 * The member's coupon for a purchase of `totalPrice` won and what it takes off: none without a
 * `couponUid`; refused when it is someone else's (404), used, out of its days, for something else
 * or under its minimum (409).
 */
export const applyCoupon = async (
  req: PayloadRequest,
  member: User,
  couponUid: number | undefined,
  use: CouponUse,
  totalPrice: number,
  now: Date,
): Promise<{ memberCoupon: (MemberCoupon & { coupon: Coupon }) | null; discount: number }> => {
  if (!couponUid) return { memberCoupon: null, discount: 0 }
  const memberCoupon = await findOwnCoupon(req, member, couponUid)
  if (memberCoupon.state !== 'available') throw new AppError(409, m.couponUsed)
  const refusal = couponRefusal(memberCoupon.coupon, use, totalPrice, now)
  if (refusal) throw refusal
  return { memberCoupon, discount: discountOf(memberCoupon.coupon, totalPrice) }
}
