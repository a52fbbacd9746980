import type { PayloadRequest, Where } from 'payload'
import { findOwnPage } from '../../../../platform/data/find-own-page'
import type { PassOrder, PassVoucher } from '../../../../../contract/travel'
import { AppError, notFound } from '../../../../platform/http/errors'
import type { PassOrder as PassOrderDoc, User } from '../../../../payload-types'
import { travelMessages as m } from '../../messages'
import { codeNamesOf } from '../list-codes'
import { toPassOrder, toPassVoucher } from './to-pass'

type Page = { pageNum: number; pageSize: number }

/**
 * The caller's own orders, newest first. Filtered by the caller as well as by the read rule, so
 * staff too see only their own here: everything a member bought is theirs alone.
 */
// Depth 2 by default: the coupon's name sits on the coupon the member's coupon points at.
const findOrders = (req: PayloadRequest, member: User, where: Where, page: Page, depth = 2) =>
  findOwnPage(req, member, 'pass-orders', { where, sort: ['-createdAt', '-id'], page, depth })

const withRefundNames = async (req: PayloadRequest, orders: PassOrderDoc[]): Promise<PassOrder[]> => {
  const names = await codeNamesOf(
    req,
    orders.flatMap((order) => (order.refundWhyCode ? [order.refundWhyCode] : [])),
  )
  return orders.map((order) => toPassOrder(order, order.refundWhyCode ? (names.get(order.refundWhyCode) ?? null) : null))
}

/** One of the caller's orders; anyone else's, or an unknown one, is 404. */
export const findOrderFor = async (req: PayloadRequest, member: User, rsvtUid: number, depth = 2): Promise<PassOrderDoc> => {
  const [order] = (await findOrders(req, member, { id: { equals: rsvtUid } }, { pageNum: 1, pageSize: 1 }, depth)).docs
  if (!order) throw notFound(m.orderNotFound)
  return order
}

export const getOrder = async (req: PayloadRequest, member: User, rsvtUid: number): Promise<PassOrder> => {
  const [order] = await withRefundNames(req, [await findOrderFor(req, member, rsvtUid)])
  return order!
}

const pageOf = async (req: PayloadRequest, member: User, where: Where, page: Page) => {
  const { docs, totalDocs } = await findOrders(req, member, where, page)
  return { list: await withRefundNames(req, docs), total: totalDocs }
}

/** `GET /mypage/myPass/list`: the passes the member holds (paid orders, used up or not). */
export const listMyPasses = (req: PayloadRequest, member: User, page: Page) => pageOf(req, member, { state: { equals: 'paid' } }, page)

/** `GET /mypage/buy/list`: every purchase with its payment, refunded ones included. */
export const listPurchases = (req: PayloadRequest, member: User, page: Page) => pageOf(req, member, {}, page)

/** The vouchers the member can still exchange (paid, within their days), page by page (`GET /stickyArea/myPass`). */
export const listUsableVouchers = async (req: PayloadRequest, member: User, page: Page, now = new Date()): Promise<{ list: PassVoucher[]; total: number }> => {
  const where: Where = { and: [{ state: { equals: 'paid' } }, { validUntil: { greater_than: now.toISOString() } }] }
  const { docs, totalDocs } = await findOrders(req, member, where, page)
  return { list: docs.map(toPassVoucher), total: totalDocs }
}

/** How many vouchers the exchange-card list shows at most. */
const EXCHANGE_CARD_LIMIT = 50

/** `GET /mypage/exchangeCard/list`: the usable vouchers, unpaged. */
export const listExchangeCards = async (req: PayloadRequest, member: User): Promise<PassVoucher[]> =>
  (await listUsableVouchers(req, member, { pageNum: 1, pageSize: EXCHANGE_CARD_LIMIT })).list

/** `GET /mypage/voucher?rsvtUid`: the voucher of one of the member's paid orders. */
export const getVoucher = async (req: PayloadRequest, member: User, rsvtUid: number): Promise<PassVoucher> => {
  const order = await findOrderFor(req, member, rsvtUid)
  if (order.state !== 'paid') throw new AppError(409, m.refundedVoucher)
  return toPassVoucher(order)
}
