import type { EquipmentCharge } from '../../../../contract/equipment-statement'
import { type FeeUnit, feeUnits, labelOf } from '../../../../contract/equipment-options'
import { AppError } from '../../../platform/http/errors'
import type { EquipmentReservation } from '../../../payload-types'
import { storedBenefitRecord } from '../../family'
import { equipmentMessages } from '../messages'
import { computeQuote } from './quote'

export type VatMode = 'separate' | 'included'

/**
 * The VAT rule of docs/decisions.md "부가세": 'separate' adds 10% (rounded down) to the amount;
 * 'included' takes the VAT out of the amount, which stays the total.
 */
export const splitVat = (amount: number, mode: VatMode) => {
  if (mode === 'separate') {
    const vatAmount = Math.floor((amount * 10) / 100)
    return { supplyAmount: amount, vatAmount, total: amount + vatAmount }
  }
  const vatAmount = amount - Math.round((amount * 100) / 110)
  return { supplyAmount: amount - vatAmount, vatAmount, total: amount }
}

type StoredPricing = NonNullable<EquipmentReservation['pricing']> & { vatMode?: VatMode | null }

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
 * The charge of the actual use with the rate stored at filing: its unit fee, unit and 가족회사 discount,
 * so a fee or tier changed since does not reach a booking already made. computeQuote multiplies the fee
 * by hours, so the units go in as hours whatever the unit. The adjustment comes before VAT, which
 * follows the stored VAT mode; bookings filed before there was one were quoted VAT included.
 * (Issue 31: lane A's recompute helper from quote.ts takes this function's place at merge.)
 */
export const recomputeCharge = (pricing: StoredPricing, actualUnits: number, adjustment: { amount: number; reason: string | null }) => {
  const quote = computeQuote({
    usageMode: 'self',
    unitFee: pricing.unitFee ?? 0,
    unit: 'hour',
    feeUnit: pricing.feeUnit ?? '',
    minutes: actualUnits * 60,
    benefit: storedBenefitRecord(pricing.familyBenefit),
  })
  const amount = quote.total + adjustment.amount
  if (amount < 0) throw new AppError(400, equipmentMessages.usageLog.adjustmentBelowZero)
  return {
    units: actualUnits,
    baseAmount: quote.baseAmount,
    discountAmount: quote.discountAmount,
    adjustmentAmount: adjustment.amount,
    adjustmentReason: adjustment.amount === 0 ? null : adjustment.reason,
    ...splitVat(amount, pricing.vatMode ?? 'included'),
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
    discountLabel: pricing.familyBenefit?.label ?? null,
    discountAmount: charge.discountAmount ?? 0,
    adjustmentAmount: charge.adjustmentAmount ?? 0,
    adjustmentReason: charge.adjustmentReason ?? null,
    supplyAmount: charge.supplyAmount ?? 0,
    vatAmount: charge.vatAmount ?? 0,
    total: charge.total ?? 0,
  }
}
