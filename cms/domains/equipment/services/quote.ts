import type { PayloadRequest } from 'payload'
import type { FamilyBenefitRecord } from '../../../../contract/companies'
import type { EquipmentQuote } from '../../../../contract/equipment'
import { type FeeUnit, feeUnits, labelOf, type UsageMode } from '../../../../contract/equipment-options'
import { AppError } from '../../../platform/http/errors'
import { minutesOf } from '../../../platform/time/kst'
import type { Equipment, EquipmentReservation, User } from '../../../payload-types'
import { benefitRecordOf, familyBenefitOf, storedBenefitRecord } from '../../family'
import { equipmentMessages } from '../messages'

type SlotRange = { start: string; end: string }

export type QuoteInput = {
  usageMode: UsageMode
  unitFee: number
  unit: FeeUnit
  feeUnit: string
  /** Minutes booked, summed over the slots. */
  minutes: number
  /** The 가족회사 benefit of whoever books, or null (guests, other members). */
  benefit: FamilyBenefitRecord | null
}

/**
 * The one price computation of a booking (docs/decisions.md "장비 이용료"), in integer 원: the mode's
 * fee times the hours booked when it is per hour, once otherwise; the 가족회사 discount is rounded down
 * to the 원, so the member never pays more than the tier promises. The benefit is an input, so a later
 * rate card (issue 31) changes the fee without touching how the discount applies.
 */
export const computeQuote = (input: QuoteInput): EquipmentQuote => {
  const units = input.unit === 'hour' ? input.minutes / 60 : 1
  const baseAmount = Math.round(input.unitFee * units)
  const discountAmount = input.benefit ? Math.floor((baseAmount * input.benefit.discountPercent) / 100) : 0
  return {
    usageMode: input.usageMode,
    unitFee: input.unitFee,
    unit: input.unit,
    unitLabel: labelOf(feeUnits, input.unit),
    feeUnit: input.feeUnit,
    units,
    baseAmount,
    benefit: input.benefit,
    discountAmount,
    total: baseAmount - discountAmount,
  }
}

const minutesOfSlots = (slots: SlotRange[]) => slots.reduce((total, slot) => total + minutesOf(slot.end) - minutesOf(slot.start), 0)

/** The price of `slots` of the equipment's mode for `user` today (their company's 가족회사 benefit applies). */
export const quoteFor = async (req: PayloadRequest, user: User | null, equipment: Equipment, usageMode: UsageMode, slots: SlotRange[]) => {
  const mode = (equipment.usageModes ?? []).find((offered) => offered.mode === usageMode)
  if (!mode) throw new AppError(400, equipmentMessages.usageModeNotOffered)
  return computeQuote({
    usageMode,
    unitFee: mode.fee,
    unit: mode.unit ?? 'hour',
    feeUnit: mode.feeUnit ?? '',
    minutes: minutesOfSlots(slots),
    benefit: benefitRecordOf(await familyBenefitOf(req, user)),
  })
}

/** The quote as the booking row keeps it (the `pricing` group). */
export const pricingOf = (quote: EquipmentQuote) => ({
  unitFee: quote.unitFee,
  unit: quote.unit,
  feeUnit: quote.feeUnit,
  units: quote.units,
  baseAmount: quote.baseAmount,
  discountAmount: quote.discountAmount,
  total: quote.total,
  familyBenefit: quote.benefit ?? undefined,
})

/** The stored price back as the API shape; null for a booking filed before prices were stored. */
export const storedQuote = (reservation: EquipmentReservation): EquipmentQuote | null => {
  const pricing = reservation.pricing
  if (!pricing || pricing.total == null || pricing.unit == null) return null
  return {
    usageMode: reservation.usageMode,
    unitFee: pricing.unitFee ?? 0,
    unit: pricing.unit,
    unitLabel: labelOf(feeUnits, pricing.unit),
    feeUnit: pricing.feeUnit ?? '',
    units: pricing.units ?? 1,
    baseAmount: pricing.baseAmount ?? 0,
    benefit: storedBenefitRecord(pricing.familyBenefit),
    discountAmount: pricing.discountAmount ?? 0,
    total: pricing.total,
  }
}
