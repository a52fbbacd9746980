import { z } from 'zod'
import { MAX_GOODS_COUNT, MIN_GOODS_COUNT } from '../../../../contract/travel-options'
import { travelMessages as m } from '../messages'
import { pagingQuery } from '../../../platform/http/paging'
import { plainInteger } from '../../../platform/http/plain-integer'
import { optionalTravelCode, optionalValue, price, rowId, travelCode } from './travel-filters'

export const passListQuery = pagingQuery.extend({ psCd: optionalTravelCode('패스 구분'), language: z.string().max(20).optional() })

export const passUid = rowId(m.badPassUid)

/** A goods quantity of 1 to 6 (spec §5, §9), refused with a message that names the parameter. */
export const goodsCount = (name: string) => {
  const message = m.badCount(name, MIN_GOODS_COUNT, MAX_GOODS_COUNT)
  return plainInteger(z.number({ error: message }).int({ error: message }).min(MIN_GOODS_COUNT, { error: message }).max(MAX_GOODS_COUNT, { error: message }))
}

/** What a purchase names; the price is only the client's confirmation of the server's amount. */
const purchaseFields = {
  gdsDtlUid: rowId(m.badGdsDtlUid),
  passCnt: goodsCount('passCnt'),
  couponUid: optionalValue(rowId(m.badCouponUid)),
  promoCode: optionalValue(
    z
      .string()
      .trim()
      .regex(/^[A-Z0-9-]{1,30}$/, { error: m.badPromoCode }),
  ),
  price: optionalValue(price),
}

export const purchaseQuery = z.object({
  ...purchaseFields,
  isPay: z.enum(['true', 'false'], { error: m.badIsPay }).transform((value) => value === 'true'),
})

export const purchaseBody = z.object(purchaseFields)
export type PurchaseInput = z.infer<typeof purchaseBody>

export const rsvtUidQuery = z.object({ rsvtUid: rowId(m.badRsvtUid) })

export const refundQuery = z.object({
  rsvtUid: rowId(m.badRsvtUid),
  whyCd: z.string({ error: m.whyCdRequired }).trim().min(1, { error: m.whyCdRequired }).pipe(travelCode('환불 사유')),
  etcWhy: optionalValue(z.string().trim().max(500, { error: m.etcWhyTooLong })),
})
export type RefundInput = z.infer<typeof refundQuery>

export const couponPblcnUidQuery = z.object({ couponPblcnUid: rowId(m.badCouponPblcnUid) })
