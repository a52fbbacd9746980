import { kstDay } from '../../../../platform/time/kst'
import { AppError } from '../../../../platform/http/errors'
import type { Coupon } from '../../../../payload-types'
import { travelMessages as m } from '../../messages'
import { formatWon } from '../../won'

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

/** What a coupon is asked to pay for: a purchase of a pass, or a goods reservation. */
export type CouponUse = { kind: 'pass'; passId: number } | { kind: 'reservation' }

/**
 * Why a coupon cannot pay for this purchase, checked in the order a member would fix it: its days,
 * what it is for (passes or reservations, and the one pass it may be limited to), the minimum
 * amount. Returns nothing when it can.
 */
export const couponRefusal = (coupon: Coupon, use: CouponUse, totalPrice: number, now: Date): AppError | null => {
  if (couponExpired(coupon, now)) return new AppError(409, m.couponExpired)
  if (!couponStarted(coupon, now)) return new AppError(409, m.couponNotStarted)
  if (coupon.scope !== 'all' && coupon.scope !== use.kind) return new AppError(409, m.couponOtherScope)
  const passOf = coupon.pass && typeof coupon.pass === 'object' ? coupon.pass.id : coupon.pass
  if (use.kind === 'pass' && passOf != null && passOf !== use.passId) return new AppError(409, m.couponOtherPass)
  if (totalPrice < coupon.minPrice) return new AppError(409, m.couponMinPrice(formatWon(coupon.minPrice)))
  return null
}
