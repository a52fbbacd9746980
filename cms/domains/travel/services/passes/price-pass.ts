import type { PayloadRequest } from 'payload'
import type { PassQuote } from '../../../../../contract/travel'
import type { PurchaseInput } from '../../schemas/passes'
import { AppError, notFound } from '../../../../platform/http/errors'
import { relationId } from '../../../../platform/data/relation-id'
import type { MemberCoupon, Pass, PassOption, User } from '../../../../payload-types'
import { travelMessages as m } from '../../messages'
import { applyCoupon } from '../coupons/apply-coupon'
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
  const { memberCoupon, discount } = await applyCoupon(req, member, input.couponUid, { kind: 'pass', passId: pass.id }, totalPrice, now)
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
