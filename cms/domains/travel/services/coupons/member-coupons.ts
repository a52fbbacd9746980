import type { PayloadRequest } from 'payload'
import { portalFormContext } from '../../../../platform/access/portal-form'
import type { CouponOffer, MemberCoupon } from '../../../../../contract/travel'
import { publishedAnd } from '../../../../platform/data/published'
import { kstDay, kstInstant } from '../../../../platform/time/kst'
import { AppError, notFound } from '../../../../platform/http/errors'
import { relationId } from '../../../../platform/data/relation-id'
import type { Coupon, MemberCoupon as MemberCouponDoc, User } from '../../../../payload-types'
import { findOwnRows } from '../../find-own-rows'
import { travelMessages as m } from '../../messages'
import { findGoodsOnSale } from '../reservations/goods-info'
import { couponExpired, couponRefusal, discountOf, discountLabel } from './coupon-rules'

type Page = { pageNum: number; pageSize: number }

const passName = (coupon: Coupon) => (coupon.pass && typeof coupon.pass === 'object' ? coupon.pass.name : null)

/** Coupons whose last day has not passed (Seoul calendar). */
const notExpired = (now: Date) => ({ validUntil: { greater_than_equal: kstInstant(kstDay(now), '00:00').toISOString() } })

const toMemberCoupon = (held: MemberCouponDoc & { coupon: Coupon }, now: Date): MemberCoupon => {
  const state = held.state === 'used' ? 'used' : couponExpired(held.coupon, now) ? 'expired' : 'available'
  return {
    couponUid: held.id,
    couponPblcnUid: held.coupon.id,
    name: held.coupon.name,
    discountLabel: discountLabel(held.coupon),
    minPrice: held.coupon.minPrice,
    validUntil: held.coupon.validUntil,
    passNm: passName(held.coupon),
    state,
    stateLabel: { available: '사용 가능', used: '사용 완료', expired: '기간 만료' }[state],
  }
}

/** The member's coupons with their published coupon (a coupon staff withdrew leaves the box). */
const heldCoupons = async (req: PayloadRequest, member: User, page: Page) => {
  const { docs, totalDocs } = await findOwnRows(req, member, 'member-coupons', 'coupon', page)
  return { held: docs.filter((doc): doc is MemberCouponDoc & { coupon: Coupon } => typeof doc.coupon === 'object'), total: totalDocs }
}

/** `GET /mypage/myCoupon`: the member's own coupons, newest first, each 사용 가능, 사용 완료 or 기간 만료. */
export const listMyCoupons = async (req: PayloadRequest, member: User, page: Page, now = new Date()) => {
  const { held, total } = await heldCoupons(req, member, page)
  return { list: held.map((coupon) => toMemberCoupon(coupon, now)), total }
}

/** `GET /mypage/coupon`: the published coupons still in their days, each marked whether the member registered it. */
export const listCouponOffers = async (req: PayloadRequest, member: User, page: Page, now = new Date()) => {
  const { docs, totalDocs } = await req.payload.find({
    collection: 'coupons',
    where: publishedAnd(notExpired(now)),
    sort: ['validUntil', 'id'],
    page: page.pageNum,
    limit: page.pageSize,
    depth: 1,
    overrideAccess: false,
    req,
  })
  const mine = await req.payload.find({
    collection: 'member-coupons',
    where: { and: [{ member: { equals: member.id } }, { coupon: { in: docs.map((doc) => doc.id) } }] },
    pagination: false,
    depth: 0,
    select: { coupon: true },
    overrideAccess: false,
    user: member,
    req,
  })
  const registered = new Set(mine.docs.map((doc) => relationId(doc.coupon)))
  const list: CouponOffer[] = docs.map((coupon) => ({
    couponPblcnUid: coupon.id,
    name: coupon.name,
    discountLabel: discountLabel(coupon),
    minPrice: coupon.minPrice,
    validFrom: coupon.validFrom,
    validUntil: coupon.validUntil,
    passNm: passName(coupon),
    registered: registered.has(coupon.id),
  }))
  return { list, total: totalDocs }
}

/**
 * Registers a published coupon in the member's box (`POST /mypage/coupon/insert`, also the mobile
 * path): once per member (409 the second time, also when two arrive at once: the UNIQUE index), not
 * after its last day.
 */
export const registerCoupon = async (req: PayloadRequest, member: User, couponPblcnUid: number, now = new Date()): Promise<MemberCoupon> => {
  const { docs } = await req.payload.find({
    collection: 'coupons',
    where: publishedAnd({ id: { equals: couponPblcnUid } }),
    limit: 1,
    pagination: false,
    depth: 1,
    overrideAccess: false,
    req,
  })
  const coupon = docs[0]
  if (!coupon) throw notFound(m.couponNotFound)
  if (couponExpired(coupon, now)) throw new AppError(409, m.couponExpired)
  const already = async () =>
    (
      await req.payload.count({
        collection: 'member-coupons',
        where: { and: [{ member: { equals: member.id } }, { coupon: { equals: coupon.id } }] },
        overrideAccess: false,
        user: member,
        req,
      })
    ).totalDocs > 0
  if (await already()) throw new AppError(409, m.couponRegistered)
  try {
    const held = await req.payload.create({
      collection: 'member-coupons',
      data: { member: member.id, coupon: coupon.id, state: 'available' },
      depth: 0,
      overrideAccess: false,
      user: member,
      context: portalFormContext,
      req,
    })
    return toMemberCoupon({ ...held, coupon }, now)
  } catch (error) {
    // A simultaneous registration made the row first.
    if (await already()) throw new AppError(409, m.couponRegistered)
    throw error
  }
}

/** How many coupons one goods' coupon choice lists at most. */
const GOODS_COUPON_LIMIT = 100

/**
 * `GET /reserve/coupon?goodsDtlId`: the member's coupons that can pay for a reservation of these
 * goods now, each with what it takes off one person at the first price.
 */
export const couponsForGoods = async (req: PayloadRequest, member: User, goodsDtlId: number, now = new Date()): Promise<MemberCoupon[]> => {
  const goods = await findGoodsOnSale(req, goodsDtlId)
  const price = goods.prices[0]?.price ?? 0
  const { held } = await heldCoupons(req, member, { pageNum: 1, pageSize: GOODS_COUPON_LIMIT })
  return held
    .filter((coupon) => coupon.state === 'available' && !couponRefusal(coupon.coupon, { kind: 'reservation' }, price, now))
    .map((coupon) => ({ ...toMemberCoupon(coupon, now), discount: discountOf(coupon.coupon, price) }))
}
