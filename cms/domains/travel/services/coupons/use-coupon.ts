import type { PayloadRequest } from 'payload'
import { allSql, runSql, sql } from '../../../../platform/data/raw-sql'
import { AppError } from '../../../../platform/http/errors'
import { travelMessages } from '../../messages'

/**
 * Marks the member's coupon used in ONE conditional UPDATE, so two purchases sent at once cannot
 * both spend it: the second finds it no longer available. False when it was not available.
 */
export const takeCoupon = async (req: PayloadRequest, memberCouponId: number, memberId: number): Promise<boolean> => {
  const taken = await allSql<{ id: number }>(
    req.payload,
    sql`UPDATE member_coupons SET state = 'used' WHERE id = ${memberCouponId} AND member_id = ${memberId} AND state = 'available' RETURNING id`,
  )
  return taken.length > 0
}

/** Ties a spent coupon to the order it paid for, once that order exists. */
export const recordCouponOrder = async (req: PayloadRequest, memberCouponId: number, orderId: number) => {
  await runSql(req.payload, sql`UPDATE member_coupons SET used_order_id = ${orderId} WHERE id = ${memberCouponId}`)
}

/** Ties a spent coupon to the reservation it paid for, once that reservation exists. */
export const recordCouponReservation = async (req: PayloadRequest, memberCouponId: number, reservationId: number) => {
  await runSql(req.payload, sql`UPDATE member_coupons SET used_reservation_id = ${reservationId} WHERE id = ${memberCouponId}`)
}

/** Gives a coupon back to its member (what it paid for was refunded or cancelled, or never came about). */
export const giveCouponBack = async (req: PayloadRequest, memberCouponId: number) => {
  await runSql(req.payload, sql`UPDATE member_coupons SET state = 'available', used_order_id = NULL, used_reservation_id = NULL WHERE id = ${memberCouponId}`)
}

/**
 * The rest of a purchase once what it holds (passes from stock, a day's places) is taken: the coupon
 * is spent, then the row written. A coupon spent meanwhile gives the hold back (409); a write that
 * fails gives back the hold and the coupon.
 */
export const spendCouponAndWrite = async <T>(
  req: PayloadRequest,
  memberId: number,
  memberCoupon: { id: number } | null,
  releaseHold: () => Promise<void>,
  write: () => Promise<T>,
): Promise<T> => {
  if (memberCoupon && !(await takeCoupon(req, memberCoupon.id, memberId))) {
    await releaseHold()
    throw new AppError(409, travelMessages.couponUsed)
  }
  try {
    return await write()
  } catch (error) {
    await releaseHold()
    if (memberCoupon) await giveCouponBack(req, memberCoupon.id)
    throw error
  }
}
