import { z } from 'zod'
import { accountRules } from '../../../../contract/account-rules'
import { reservationListTypes } from '../../../../contract/travel-options'
import { isDay } from '../../../platform/time/kst'
import { travelMessages as m } from '../messages'
import { pagingQuery } from '../../../platform/http/paging'
import { goodsCount } from './passes'
import { optionalTravelCode, optionalValue, price, rowId } from './travel-filters'

const day = (name: string) => z.string({ error: m.badDay(name) }).refine(isDay, { error: m.badDay(name) })

export const goodsDtlIdQuery = z.object({ goodsDtlId: rowId(m.badGoodsDtlId) })

/** What prices a reservation: the goods option, how many people, which price row. */
const goodsFields = { goodsDtlId: rowId(m.badGoodsDtlId), goodsCnt: goodsCount('goodsCnt'), priceSn: rowId(m.badPriceSn) }

export const goodsInfoQuery = z.object({ ...goodsFields, languageCd: z.string().max(20).optional() })
export type GoodsInfoInput = z.infer<typeof goodsInfoQuery>

export const payInfoBody = z.object({ ...goodsFields, useDate: day('이용일(useDate)'), couponUid: optionalValue(rowId(m.badCouponUid)) })
export type PayInfoInput = z.infer<typeof payInfoBody>

const contactName = z
  .string({ error: accountRules.name.requiredMessage })
  .trim()
  .min(1, { error: accountRules.name.requiredMessage })
  .max(accountRules.name.maxLength)

export const reserveBody = payInfoBody.extend({
  price,
  name: contactName,
  phone: z.string({ error: accountRules.phone.message }).trim().regex(accountRules.phone.pattern, { error: accountRules.phone.message }),
  email: z
    .string({ error: accountRules.email.message })
    .trim()
    .max(accountRules.email.maxLength)
    .regex(accountRules.email.pattern, { error: accountRules.email.message }),
})
export type ReserveInput = z.infer<typeof reserveBody>

export const reserveListQuery = pagingQuery.extend({
  startDate: optionalValue(day('시작일(startDate)')),
  endDate: optionalValue(day('종료일(endDate)')),
  gdsTycd: optionalTravelCode('상품 유형'),
  type: optionalValue(z.enum(reservationListTypes, { error: m.badListType })),
  languageCd: z.string().max(20).optional(),
})
export type ReserveListQuery = z.infer<typeof reserveListQuery>

export const reserveIdQuery = z.object({ reserveId: rowId(m.badReserveId) })
