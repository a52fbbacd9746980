import type { PayloadRequest } from 'payload'
import type { GoodsInfo } from '../../../../../contract/travel'
import type { GoodsInfoInput } from '../../schemas/reservations'
import { badRequest, notFound } from '../../../../platform/http/errors'
import type { ReservationGood } from '../../../../payload-types'
import { travelMessages as m } from '../../messages'

/** A goods option on sale whose attraction is published; any other is not found, as an unknown one. */
export const findGoodsOnSale = async (req: PayloadRequest, goodsDtlId: number): Promise<ReservationGood> => {
  const { docs } = await req.payload.find({
    collection: 'reservation-goods',
    where: { and: [{ id: { equals: goodsDtlId } }, { onSale: { equals: true } }, { 'attraction._status': { equals: 'published' } }] },
    limit: 1,
    pagination: false,
    depth: 2,
    overrideAccess: false,
    req,
  })
  if (!docs[0]) throw notFound(m.goodsNotFound)
  return docs[0]
}

/** The goods option priced on the server for `goodsCnt` people at price row `priceSn` (1-based). */
export const toGoodsInfo = (goods: ReservationGood, input: Pick<GoodsInfoInput, 'goodsCnt' | 'priceSn'>): GoodsInfo => {
  const row = goods.prices[input.priceSn - 1]
  if (!row) throw badRequest(m.unknownPriceSn)
  const attraction = typeof goods.attraction === 'object' ? goods.attraction : null
  const goodsType = attraction && typeof attraction.goodsType === 'object' ? attraction.goodsType : null
  return {
    goodsDtlId: goods.id,
    goodsNm: goods.name,
    attractionNm: attraction?.name ?? null,
    gdsTycd: goodsType?.code ?? null,
    gdsTycdNm: goodsType?.codeName ?? null,
    prices: goods.prices.map((price, index) => ({ priceSn: index + 1, label: price.label, price: price.price })),
    priceSn: input.priceSn,
    priceLabel: row.label,
    unitPrice: row.price,
    goodsCnt: input.goodsCnt,
    totalPrice: row.price * input.goodsCnt,
    dailyCapacity: goods.dailyCapacity,
    horizonDays: goods.horizonDays,
  }
}

/** `GET /reserve/goods-info`. */
export const getGoodsInfo = async (req: PayloadRequest, input: GoodsInfoInput): Promise<GoodsInfo> =>
  toGoodsInfo(await findGoodsOnSale(req, input.goodsDtlId), input)
