import { kstDay } from '../../equipment/kst'
import { AppError } from '../../lib/errors'
import type { Coupon } from '../../payload-types'
import { travelMessages as m } from '../../travel/messages'
import { formatWon } from '../../travel/won'

/** A coupon is usable from its first day to its last, whole days on the Seoul calendar. */
export const couponExpired = (coupon: Pick<Coupon, 'validUntil'>, now: Date) => kstDay(now) > kstDay(new Date(coupon.validUntil))

const couponStarted = (coupon: Pick<Coupon, 'validFrom'>, now: Date) => kstDay(now) >= kstDay(new Date(coupon.validFrom))

/** What the coupon takes off a purchase of `totalPrice` won: whole won, never more than the price. */
export const discountOf = (coupon: Pick<Coupon, 'discountType' | 'discountValue' | 'maxDiscount'>, totalPrice: number): number => {
  const raw = coupon.discountType === 'rate' ? Math.floor((totalPrice * Math.min(coupon.discountValue, 100)) / 100) : coupon.discountValue
  const capped = coupon.discountType === 'rate' && coupon.maxDiscount != null ? Math.min(raw, coupon.maxDiscount) : raw
  return Math.max(0, Math.min(capped, totalPrice))
}

export const discountLabel = (coupon: Pick<Coupon, 'discountType' | 'discountValue' | 'maxDiscount'>) =>
  coupon.discountType === 'rate'
    ? m.couponRate(coupon.discountValue, coupon.maxDiscount != null ? formatWon(coupon.maxDiscount) : null)
    : m.couponAmount(formatWon(coupon.discountValue))

/**
 * Why a coupon cannot pay for this purchase, checked in the order a member would fix it: its days,
 * the pass it is for, the minimum amount. Returns nothing when it can.
 */
export const couponRefusal = (coupon: Coupon, passId: number, totalPrice: number, now: Date): AppError | null => {
  if (couponExpired(coupon, now)) return new AppError(409, m.couponExpired)
  if (!couponStarted(coupon, now)) return new AppError(409, m.couponNotStarted)
  const passOf = coupon.pass && typeof coupon.pass === 'object' ? coupon.pass.id : coupon.pass
  if (passOf != null && passOf !== passId) return new AppError(409, m.couponOtherPass)
  if (totalPrice < coupon.minPrice) return new AppError(409, m.couponMinPrice(formatWon(coupon.minPrice)))
  return null
}
