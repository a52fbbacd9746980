import type { EquipmentCharge } from '../../../../contract/equipment-statement'
import { type FeeUnit, feeUnits, labelOf, type UsageMode } from '../../../../contract/equipment-options'
import { AppError } from '../../../platform/http/errors'
import type { EquipmentReservation } from '../../../payload-types'
import { storedBenefitRecord } from '../../family'
import { equipmentMessages } from '../messages'
import { quoteFromStoredRate, splitVat } from './quote'

type StoredPricing = NonNullable<EquipmentReservation['pricing']>

/** How many of the stored unit the actual use took: hours in 30-minute steps rounded up, whole days, the samples, or one use. */
export const actualUnitsOf = (unit: FeeUnit, use: { actualStartAt: Date; actualEndAt: Date; samples: number | null }) => {
  const minutes = (use.actualEndAt.getTime() - use.actualStartAt.getTime()) / 60_000
  if (unit === 'hour') return Math.ceil(minutes / 30) / 2
  if (unit === 'day') return Math.max(1, Math.ceil(minutes / (24 * 60)))
  if (unit === 'sample') {
    if (!use.samples) throw new AppError(400, equipmentMessages.usageLog.samplesRequired)
    return use.samples
  }
  return 1
}

/**
 * A booking filed before rates were stored kept only its fee and 가족회사 benefit, and was quoted with
 * VAT inside: as a stored rate, that is the benefit's share of the base, no minimum, VAT 포함.
 */
const withLegacyRate = (pricing: StoredPricing): StoredPricing => {
  const benefit = storedBenefitRecord(pricing.familyBenefit)
  return {
    ...pricing,
    userType: pricing.userType ?? (benefit ? 'family' : 'other'),
    factorPercent: pricing.factorPercent ?? (benefit ? 100 - benefit.discountPercent : 100),
    vatMode: pricing.vatMode ?? 'included',
    minimumCharge: pricing.minimumCharge ?? 0,
  }
}

/**
 * The charge of the actual use with the rate stored at filing (quoteFromStoredRate): its unit fee,
 * factor, minimum and VAT handling, so a fee, rate card or tier changed since does not reach a booking
 * already made. The adjustment comes before VAT. `discountAmount` is what the discount took off as
 * charged: when the minimum charge applies it gives part of the discount back, so base − discount +
 * adjustment is always the amount the VAT rule starts from, as the statement adds it up (docs/decisions.md
 * "이용 기록과 청구").
 */
export const recomputeCharge = (pricing: StoredPricing, usageMode: UsageMode, actualUnits: number, adjustment: { amount: number; reason: string | null }) => {
  const quote = quoteFromStoredRate(pricing, actualUnits, usageMode) ?? quoteFromStoredRate(withLegacyRate(pricing), actualUnits, usageMode)
  if (!quote) throw new AppError(409, equipmentMessages.usageLog.noStoredRate)
  const charged = quote.vatMode === 'separate' ? quote.supplyAmount : quote.total
  const amount = charged + adjustment.amount
  if (amount < 0) throw new AppError(400, equipmentMessages.usageLog.adjustmentBelowZero)
  return {
    units: actualUnits,
    baseAmount: quote.baseAmount,
    discountAmount: quote.baseAmount - charged,
    adjustmentAmount: adjustment.amount,
    adjustmentReason: adjustment.amount === 0 ? null : adjustment.reason,
    ...splitVat(amount, quote.vatMode ?? 'included'),
  }
}

/** What chargeOf reads, typed by shape so it takes a booking however it was read. */
export type Chargeable = {
  pricing?: { total?: number | null } | null
  usageLog?: { recordedAt?: string | null } | null
  charge?: { total?: number | null } | null
}

/** Whether staff have recorded the booking's actual use (and so its charge and statement exist). */
export const hasUsageLog = (reservation: Pick<Chargeable, 'usageLog'>) => Boolean(reservation.usageLog?.recordedAt)

/** What the booking costs: the charge from actual use once it is recorded, otherwise the quote stored at filing. */
export const chargeOf = (reservation: Chargeable): number | null =>
  hasUsageLog(reservation) ? (reservation.charge?.total ?? null) : (reservation.pricing?.total ?? null)

/** The recorded charge as statements show it. */
export const toEquipmentCharge = (reservation: EquipmentReservation): EquipmentCharge => {
  const pricing = reservation.pricing ?? {}
  const charge = reservation.charge ?? {}
  return {
    unitFee: pricing.unitFee ?? 0,
    unitLabel: pricing.unit ? labelOf(feeUnits, pricing.unit) : '',
    units: charge.units ?? 0,
    baseAmount: charge.baseAmount ?? 0,
    discountLabel: pricing.discountLabel ?? pricing.familyBenefit?.label ?? null,
    discountAmount: charge.discountAmount ?? 0,
    adjustmentAmount: charge.adjustmentAmount ?? 0,
    adjustmentReason: charge.adjustmentReason ?? null,
    supplyAmount: charge.supplyAmount ?? 0,
    vatAmount: charge.vatAmount ?? 0,
    total: charge.total ?? 0,
  }
}
