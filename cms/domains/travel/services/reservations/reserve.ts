import { randomUUID } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { portalFormContext } from '../../../../platform/access/portal-form'
import type { GoodsReservation, ReservePayInfo } from '../../../../../contract/travel'
import { TEST_PAYMENT } from '../../../../../contract/travel-options'
import { runSql, sql } from '../../../../platform/data/raw-sql'
import { addDays, compactDay, kstDay } from '../../../../platform/time/kst'
import type { PayInfoInput, ReserveInput } from '../../schemas/reservations'
import { AppError, badRequest } from '../../../../platform/http/errors'
import type { User } from '../../../../payload-types'
import { travelMessages as m } from '../../messages'
import { bookedOn, releasePlaces, takePlaces } from './day-capacity'
import { applyCoupon } from '../coupons/apply-coupon'
import { recordCouponReservation, spendCouponAndWrite } from '../coupons/use-coupon'
import { findGoodsOnSale, toGoodsInfo } from './goods-info'
import { getReservation } from './my-reservations'

/**
 * Prices a reservation of the goods, people and day on the server, with the member's coupon if one
 * is named, and counts the places left that day. Days from tomorrow to the goods' horizon (Seoul
 * calendar) can be booked.
 */
export const pricedReservation = async (req: PayloadRequest, member: User, input: PayInfoInput, now = new Date()) => {
  const goods = await findGoodsOnSale(req, input.goodsDtlId)
  const info = toGoodsInfo(goods, input)
  const today = kstDay(now)
  if (input.useDate <= today || input.useDate > addDays(today, goods.horizonDays)) throw badRequest(m.useDateOutOfRange(goods.horizonDays))
  const left = Math.max(0, goods.dailyCapacity - (await bookedOn(req, goods.id, input.useDate)))
  if (left < input.goodsCnt) throw new AppError(409, m.dayFull(left))
  const { memberCoupon, discount } = await applyCoupon(req, member, input.couponUid, { kind: 'reservation' }, info.totalPrice, now)
  const quote: ReservePayInfo = {
    ...info,
    useDate: input.useDate,
    left,
    couponUid: memberCoupon?.id ?? null,
    couponNm: memberCoupon?.coupon.name ?? null,
    discount,
    payAmount: info.totalPrice - discount,
  }
  return { quote, memberCoupon }
}

/** `POST /reserve/pay-info`: the quote alone; nothing is written. */
export const payInfo = async (req: PayloadRequest, member: User, input: PayInfoInput) => (await pricedReservation(req, member, input)).quote

/**
 * `POST /reserve/`: books the day for the member. Priced again on the server (the client's `price`
 * must equal it, else 409 and nothing taken); the places are taken by one conditional upsert and the
 * coupon spent by one conditional UPDATE, the reservation written as confirmed with a recorded test
 * payment. A step that fails gives back what the earlier ones took.
 */
export const reserve = async (req: PayloadRequest, member: User, input: ReserveInput): Promise<GoodsReservation> => {
  const { quote: info, memberCoupon } = await pricedReservation(req, member, input)
  if (input.price !== info.payAmount) throw new AppError(409, m.priceChanged)
  if (!(await takePlaces(req, info.goodsDtlId, input.useDate, input.goodsCnt, info.dailyCapacity))) {
    throw new AppError(409, m.dayFull(Math.max(0, info.dailyCapacity - (await bookedOn(req, info.goodsDtlId, input.useDate)))))
  }
  const created = await spendCouponAndWrite(
    req,
    member.id,
    memberCoupon,
    () => releasePlaces(req, info.goodsDtlId, input.useDate, input.goodsCnt),
    () =>
      req.payload.create({
        collection: 'goods-reservations',
        data: {
          reserveNo: `pending-${randomUUID()}`,
          member: member.id,
          goods: info.goodsDtlId,
          goodsTypeCode: info.gdsTycd,
          useDate: input.useDate,
          goodsCount: input.goodsCnt,
          priceSn: input.priceSn,
          priceLabel: info.priceLabel,
          unitPrice: info.unitPrice,
          totalPrice: info.totalPrice,
          discount: info.discount,
          payAmount: info.payAmount,
          memberCoupon: memberCoupon?.id ?? null,
          contactName: input.name,
          contactPhone: input.phone,
          contactEmail: input.email,
          paymentMethod: TEST_PAYMENT.method,
          paymentRef: `TEST-${randomUUID().slice(0, 8).toUpperCase()}`,
          state: 'complete',
        },
        depth: 0,
        overrideAccess: false,
        user: member,
        context: portalFormContext,
        req,
      }),
  )
  const id = created.id
  await runSql(
    req.payload,
    sql`UPDATE goods_reservations SET reserve_no = ${`RV-${compactDay(kstDay(new Date()))}-${String(id).padStart(4, '0')}`} WHERE id = ${id}`,
  )
  if (memberCoupon) await recordCouponReservation(req, memberCoupon.id, id)
  return getReservation(req, member, id)
}
