import type { PayloadRequest } from 'payload'
import { allSql, runSql, sql } from '../../data/raw-sql'

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
