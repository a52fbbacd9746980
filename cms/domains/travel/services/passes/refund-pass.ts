import type { PayloadRequest } from 'payload'
import type { PassOrder } from '../../../../../contract/travel'
import { OTHER_REFUND_REASON } from '../../../../../contract/travel-options'
import { allSql, sql } from '../../../../platform/data/raw-sql'
import type { RefundInput } from '../../schemas/passes'
import { AppError, badRequest } from '../../../../platform/http/errors'
import { relationId } from '../../../../platform/data/relation-id'
import type { User } from '../../../../payload-types'
import { travelMessages as m } from '../../messages'
import { giveCouponBack } from '../coupons/use-coupon'
import { listCodes } from '../list-codes'
import { findOrderFor, getOrder } from './my-passes'
import { returnStock } from './pass-stock'

/**
 * Refunds one of the member's paid orders within its days, with a reason (a 환불 사유 code, and the
 * member's words for 기타). The state moves by ONE conditional UPDATE, so a double click refunds once;
 * then the passes go back to stock and the coupon, if one paid, back to the member.
 */
export const refundPass = async (req: PayloadRequest, member: User, input: RefundInput, now = new Date()): Promise<PassOrder> => {
  const reasons = await listCodes(req, 'WHY_CD')
  if (!reasons.some((reason) => reason.code === input.whyCd)) throw badRequest(m.unknownWhyCd)
  if (input.whyCd === OTHER_REFUND_REASON && !input.etcWhy) throw badRequest(m.etcWhyRequired)
  const order = await findOrderFor(req, member, input.rsvtUid, 0)
  if (order.state !== 'paid') throw new AppError(409, m.alreadyRefunded)
  if (new Date(order.validUntil).getTime() <= now.getTime()) throw new AppError(409, m.refundExpired)
  const moved = await allSql<{ id: number }>(
    req.payload,
    sql`UPDATE pass_orders SET state = 'refunded', refund_why_code = ${input.whyCd}, refund_etc_why = ${input.etcWhy ?? null}, refunded_at = ${now.toISOString()}
      WHERE id = ${order.id} AND member_id = ${member.id} AND state = 'paid' RETURNING id`,
  )
  if (moved.length === 0) throw new AppError(409, m.alreadyRefunded)
  await returnStock(req, relationId(order.option), order.passCount)
  if (order.memberCoupon) await giveCouponBack(req, relationId(order.memberCoupon))
  return getOrder(req, member, order.id)
}
