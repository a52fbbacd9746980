import type { PayloadRequest, Where } from 'payload'
import type { GoodsReservation } from '../../../../../contract/travel'
import { goodsReservationStates, TEST_PAYMENT } from '../../../../../contract/travel-options'
import { allSql, sql } from '../../../../platform/data/raw-sql'
import { kstDay } from '../../../../platform/time/kst'
import type { ReserveListQuery } from '../../schemas/reservations'
import { AppError, notFound } from '../../../../platform/http/errors'
import { relationId } from '../../../../platform/data/relation-id'
import type { GoodsReservation as GoodsReservationDoc, User } from '../../../../payload-types'
import { travelMessages as m } from '../../messages'
import { giveCouponBack } from '../coupons/use-coupon'
import { releasePlaces } from './day-capacity'
import { findOwnPage } from '../../../../platform/data/find-own-page'

/** The coupon's name, when the reservation was read at depth 2. */
const couponNameOf = (doc: GoodsReservationDoc) => {
  const held = doc.memberCoupon && typeof doc.memberCoupon === 'object' ? doc.memberCoupon : null
  return held && typeof held.coupon === 'object' ? held.coupon.name : null
}

const toGoodsReservation = (doc: GoodsReservationDoc, today: string): GoodsReservation => ({
  reserveId: doc.id,
  reserveNo: doc.reserveNo,
  goodsDtlId: relationId(doc.goods),
  goodsNm: typeof doc.goods === 'object' ? doc.goods.name : '',
  gdsTycd: doc.goodsTypeCode ?? null,
  useDate: doc.useDate,
  goodsCnt: doc.goodsCount,
  priceSn: doc.priceSn,
  priceLabel: doc.priceLabel,
  unitPrice: doc.unitPrice,
  totalPrice: doc.totalPrice,
  discount: doc.discount ?? 0,
  couponNm: couponNameOf(doc),
  payAmount: doc.payAmount,
  contact: { name: doc.contactName, phone: doc.contactPhone, email: doc.contactEmail },
  payment: { method: doc.paymentMethod, label: doc.paymentMethod === TEST_PAYMENT.method ? TEST_PAYMENT.label : doc.paymentMethod, ref: doc.paymentRef },
  state: doc.state,
  stateLabel: goodsReservationStates.find((state) => state.value === doc.state)?.label ?? doc.state,
  createdAt: doc.createdAt,
  cancelledAt: doc.cancelledAt ?? null,
  canCancel: doc.state === 'complete' && doc.useDate > today,
})

/** The caller's own reservations, by use day, newest first. */
const findOwn = (req: PayloadRequest, member: User, where: Where, page: { pageNum: number; pageSize: number }) =>
  findOwnPage(req, member, 'goods-reservations', { where, sort: ['-useDate', '-id'], page, depth: 2 })

const findReservationFor = async (req: PayloadRequest, member: User, reserveId: number) => {
  const [doc] = (await findOwn(req, member, { id: { equals: reserveId } }, { pageNum: 1, pageSize: 1 })).docs
  if (!doc) throw notFound(m.reservationNotFound)
  return doc
}

export const getReservation = async (req: PayloadRequest, member: User, reserveId: number) =>
  toGoodsReservation(await findReservationFor(req, member, reserveId), kstDay(new Date()))

/** `GET /reserve/list`: by use day (newest first), within `startDate`–`endDate`, of a goods type, upcoming, past or cancelled. */
export const listReservations = async (req: PayloadRequest, member: User, query: ReserveListQuery, now = new Date()) => {
  const today = kstDay(now)
  const conditions: Where[] = []
  if (query.startDate) conditions.push({ useDate: { greater_than_equal: query.startDate } })
  if (query.endDate) conditions.push({ useDate: { less_than_equal: query.endDate } })
  if (query.gdsTycd) conditions.push({ goodsTypeCode: { equals: query.gdsTycd } })
  if (query.type === 'upcoming') conditions.push({ state: { equals: 'complete' } }, { useDate: { greater_than_equal: today } })
  if (query.type === 'past') conditions.push({ state: { equals: 'complete' } }, { useDate: { less_than: today } })
  if (query.type === 'cancel') conditions.push({ state: { equals: 'cancel' } })
  const { docs, totalDocs } = await findOwn(req, member, { and: conditions }, query)
  return { list: docs.map((doc) => toGoodsReservation(doc, today)), total: totalDocs }
}

/**
 * `PATCH /reserve/cancel`: cancels one of the member's confirmed reservations up to the day before
 * its day. The state moves by one conditional UPDATE (a double click cancels once); the places are
 * freed and the coupon, if one paid, goes back to the member.
 */
export const cancelReservation = async (req: PayloadRequest, member: User, reserveId: number, now = new Date()): Promise<GoodsReservation> => {
  const doc = await findReservationFor(req, member, reserveId)
  if (doc.state !== 'complete') throw new AppError(409, m.alreadyCancelled)
  if (doc.useDate <= kstDay(now)) throw new AppError(409, m.cancelTooLate)
  const moved = await allSql<{ id: number }>(
    req.payload,
    sql`UPDATE goods_reservations SET state = 'cancel', cancelled_at = ${now.toISOString()} WHERE id = ${doc.id} AND member_id = ${member.id} AND state = 'complete' RETURNING id`,
  )
  if (moved.length === 0) throw new AppError(409, m.alreadyCancelled)
  await releasePlaces(req, relationId(doc.goods), doc.useDate, doc.goodsCount)
  if (doc.memberCoupon) await giveCouponBack(req, relationId(doc.memberCoupon))
  return getReservation(req, member, doc.id)
}
