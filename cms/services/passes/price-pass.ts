import type { PayloadRequest } from 'payload'
import type { PassQuote } from '../../../contract/travel'
import type { PurchaseInput } from '../../endpoints/v1/schemas/passes'
import { AppError, notFound } from '../../lib/errors'
import { relationId } from '../../lib/relation-id'
import type { Coupon, MemberCoupon, Pass, PassOption, User } from '../../payload-types'
import { travelMessages as m } from '../../travel/messages'
import { couponRefusal, discountOf } from '../coupons/coupon-rules'
import { findPublishedPass } from './list-passes'

/** Everything a purchase is priced from, as the server read it. */
export type PricedPurchase = {
  quote: PassQuote
  pass: Pass
  option: PassOption
  memberCoupon: MemberCoupon | null
}

/** An option of a published pass; any other is not found, as an unknown one. */
export const findOptionOnSale = async (req: PayloadRequest, gdsDtlUid: number): Promise<{ option: PassOption; pass: Pass }> => {
  const option = await req.payload.findByID({ collection: 'pass-options', id: gdsDtlUid, depth: 0, overrideAccess: false, req, disableErrors: true })
  if (!option) throw notFound(m.optionNotFound)
  const pass = await findPublishedPass(req, relationId(option.pass)).catch(() => {
    throw notFound(m.optionNotFound)
  })
  return { option, pass }
}

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
 * Prices a purchase on the server from the option's price and the member's coupon; the client's
 * `price` is only compared with the result. Refuses an unknown or unpublished option, too few
 * left, and a coupon that is not the member's, used, out of its days, for another pass or under
 * its minimum amount.
 */
export const pricePurchase = async (req: PayloadRequest, member: User, input: PurchaseInput, now = new Date()): Promise<PricedPurchase> => {
  const { option, pass } = await findOptionOnSale(req, input.gdsDtlUid)
  if (option.stock < input.passCnt) throw new AppError(409, m.soldOut(option.stock))
  const totalPrice = option.price * input.passCnt
  let discount = 0
  let memberCoupon: (MemberCoupon & { coupon: Coupon }) | null = null
  if (input.couponUid) {
    memberCoupon = await findOwnCoupon(req, member, input.couponUid)
    if (memberCoupon.state !== 'available') throw new AppError(409, m.couponUsed)
    const refusal = couponRefusal(memberCoupon.coupon, pass.id, totalPrice, now)
    if (refusal) throw refusal
    discount = discountOf(memberCoupon.coupon, totalPrice)
  }
  const payAmount = totalPrice - discount
  return {
    pass,
    option,
    memberCoupon,
    quote: {
      gdsDtlUid: option.id,
      passNm: pass.name,
      optionNm: option.optionName,
      passCnt: input.passCnt,
      unitPrice: option.price,
      totalPrice,
      couponUid: memberCoupon?.id ?? null,
      couponNm: memberCoupon?.coupon.name ?? null,
      discount,
      payAmount,
      priceChanged: input.price !== undefined && input.price !== payAmount,
      isPay: false,
    },
  }
}
