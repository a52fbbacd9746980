import type { PayloadRequest } from 'payload'
import type { EquipmentBilling } from '../../../payload-types'
import { systemAccess } from '../../../platform/access/system-access'
import { addDays } from '../../../platform/time/kst'
import { DEFAULT_PAYMENT_DAYS, EQUIPMENT_BILLING } from '../globals/EquipmentBilling'

/** The 장비 이용료 청구 설정 every statement prints; members read them only there. */
export const readBilling = async (req: PayloadRequest) =>
  (await req.payload.findGlobal({ slug: EQUIPMENT_BILLING, depth: 0, ...systemAccess('equipment billing'), req })) as EquipmentBilling

/** The 납부 기한 of a statement issued on `issuedOn` (`YYYY-MM-DD`). */
export const dueDateOf = (billing: { paymentDays?: number | null }, issuedOn: string) => addDays(issuedOn, billing.paymentDays ?? DEFAULT_PAYMENT_DAYS)
