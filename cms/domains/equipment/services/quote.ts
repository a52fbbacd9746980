import type { PayloadRequest } from 'payload'
import type { FamilyBenefitRecord } from '../../../../contract/companies'
import type { EquipmentQuote, QuoteLine } from '../../../../contract/equipment'
import { wonNumber } from '../../../../contract/equipment-quote'
import {
  type FeeUnit,
  feeUnits,
  labelOf,
  type RateUserType,
  rateUserTypes,
  type UsageMode,
  type VatMode,
  vatModes,
} from '../../../../contract/equipment-options'
import { AppError } from '../../../platform/http/errors'
import type { EquipmentReservation, User } from '../../../payload-types'
import type { PricedEquipment } from './quote-equipment'
import { storedBenefitRecord } from '../../family'
import { equipmentMessages } from '../messages'
import { VAT_PERCENT } from '../rates'
import { slotMinutes } from './office-data'
import { readRateCard } from './rate-card'
import { rateUserTypeOf } from './rate-user-type'

type SlotRange = { start: string; end: string }

/** The rate a booking gets: who pays (요금 구분) which share of the base rate, the minimum and the VAT handling. */
export type QuoteRate = {
  userType: RateUserType
  userTypeLabel: string
  /** Why this type applies, for the member; null when re-made from a stored booking. */
  userTypeReason: string | null
  /** Percent of the base rate paid, 0–100. */
  factorPercent: number
  /** The 가족회사 benefit behind a 'family' type (its label is the discount line). */
  benefit: FamilyBenefitRecord | null
  minimumCharge: number
  vatMode: VatMode
}

export type QuoteInput = {
  usageMode: UsageMode
  unitFee: number
  unit: FeeUnit
  feeUnit: string
  /** Minutes booked, summed over the slots (per hour). */
  minutes: number
  /** Samples asked for (per sample); a booking of slots counts one. */
  samples?: number
  rate: QuoteRate
}

type Amounts = Omit<EquipmentQuote, 'lines'>

const l = equipmentMessages.quoteLine

/** The lines the dialog, the booking's detail and the mails show, from the amounts alone. */
const linesOf = (q: Amounts): QuoteLine[] => [
  { kind: 'base', label: l.base, detail: l.baseDetail(wonNumber(q.unitFee), q.feeUnit || q.unitLabel, wonNumber(q.units)), amount: q.baseAmount },
  ...(q.discountAmount > 0 ? [{ kind: 'discount' as const, label: q.discountLabel ?? '', detail: null, amount: -q.discountAmount }] : []),
  ...(q.minimumAddedAmount > 0
    ? [{ kind: 'minimum' as const, label: l.minimum, detail: l.minimumDetail(wonNumber(q.minimumCharge)), amount: q.minimumAddedAmount }]
    : []),
  ...(q.vatMode
    ? [
        { kind: 'supply' as const, label: l.supply, detail: null, amount: q.supplyAmount },
        { kind: 'vat' as const, label: l.vat(labelOf(vatModes, q.vatMode)), detail: null, amount: q.vatAmount },
      ]
    : []),
  { kind: 'total', label: l.total, detail: null, amount: q.total },
]

const discountLabelOf = (rate: QuoteRate) => {
  if (rate.factorPercent >= 100) return null
  return rate.benefit?.label ?? l.discount(rate.userTypeLabel, 100 - rate.factorPercent)
}

/** 부가세 10% (docs/decisions.md "장비 이용료 기준"): added and rounded down when 별도, taken out and rounded when 포함. */
export const splitVat = (amount: number, vatMode: VatMode) => {
  if (vatMode === 'separate') {
    const vatAmount = Math.floor((amount * VAT_PERCENT) / 100)
    return { supplyAmount: amount, vatAmount, total: amount + vatAmount }
  }
  const vatAmount = amount - Math.round((amount * 100) / (100 + VAT_PERCENT))
  return { supplyAmount: amount - vatAmount, vatAmount, total: amount }
}

export const unitsOf = (unit: FeeUnit, minutes: number, samples = 1) => (unit === 'hour' ? minutes / 60 : unit === 'sample' ? samples : 1)

/**
 * The one price computation of a booking (docs/decisions.md "장비 이용료 기준"), in integer 원 and pure,
 * so a charge can be recomputed later from the stored rate: base = fee × units (rounded to the 원);
 * discount = base × (100 − factor)%, rounded down so nobody pays more than their type promises; the
 * minimum charge lifts what is left (not a free equipment's 0); then VAT.
 */
export const computeQuote = (input: QuoteInput): EquipmentQuote => {
  const { rate } = input
  const units = unitsOf(input.unit, input.minutes, input.samples)
  const baseAmount = Math.round(input.unitFee * units)
  const discountAmount = Math.floor((baseAmount * (100 - rate.factorPercent)) / 100)
  const discounted = baseAmount - discountAmount
  const charged = baseAmount > 0 ? Math.max(discounted, rate.minimumCharge) : discounted
  const amounts: Amounts = {
    usageMode: input.usageMode,
    unitFee: input.unitFee,
    unit: input.unit,
    unitLabel: labelOf(feeUnits, input.unit),
    feeUnit: input.feeUnit,
    units,
    baseAmount,
    userType: rate.userType,
    userTypeLabel: rate.userTypeLabel,
    userTypeReason: rate.userTypeReason,
    factorPercent: rate.factorPercent,
    benefit: rate.benefit,
    discountLabel: discountLabelOf(rate),
    discountAmount,
    minimumCharge: rate.minimumCharge,
    minimumAddedAmount: charged - discounted,
    vatMode: rate.vatMode,
    ...splitVat(charged, rate.vatMode),
  }
  return { ...amounts, lines: linesOf(amounts) }
}

/** The rate `user` gets on `equipment` today: their 요금 구분, the card's factor unless the equipment overrides it. */
export const rateFor = async (req: PayloadRequest, user: User | null, equipment: PricedEquipment): Promise<QuoteRate> => {
  const [card, type] = await Promise.all([readRateCard(req), rateUserTypeOf(req, user)])
  const override = (equipment.rateOverrides ?? []).find((row) => row.userType === type.userType)
  const factorPercent = type.benefit
    ? 100 - type.benefit.discountPercent
    : (override?.factorPercent ?? card.factors[type.userType as Exclude<RateUserType, 'family'>])
  return {
    userType: type.userType,
    userTypeLabel: type.label,
    userTypeReason: type.reason,
    factorPercent,
    benefit: type.benefit,
    minimumCharge: equipment.minimumCharge ?? card.minimumCharge,
    vatMode: equipment.vatMode ?? card.vatMode,
  }
}

/** The mode's fee row, refused in Korean when the equipment does not offer it. */
export const offeredMode = (equipment: PricedEquipment, usageMode: UsageMode) => {
  const mode = (equipment.usageModes ?? []).find((offered) => offered.mode === usageMode)
  if (!mode) throw new AppError(400, equipmentMessages.usageModeNotOffered)
  return mode
}

/** What booking `slots` (or `samples`, for a mode taken by samples) of the equipment's mode costs `user` today. */
export const quoteFor = async (
  req: PayloadRequest,
  user: User | null,
  equipment: PricedEquipment,
  usageMode: UsageMode,
  booked: { slots: SlotRange[]; samples?: number },
) => {
  const mode = offeredMode(equipment, usageMode)
  return computeQuote({
    usageMode,
    unitFee: mode.fee,
    unit: mode.unit ?? 'hour',
    feeUnit: mode.feeUnit ?? '',
    minutes: slotMinutes(booked.slots),
    samples: booked.samples,
    rate: await rateFor(req, user, equipment),
  })
}

/** The quote as the booking row keeps it (the `pricing` group): the amounts and the rate they came from. */
export const pricingOf = (quote: EquipmentQuote) => ({
  unitFee: quote.unitFee,
  unit: quote.unit,
  feeUnit: quote.feeUnit,
  units: quote.units,
  baseAmount: quote.baseAmount,
  discountAmount: quote.discountAmount,
  total: quote.total,
  familyBenefit: quote.benefit ?? undefined,
  userType: quote.userType,
  factorPercent: quote.factorPercent,
  discountLabel: quote.discountLabel,
  vatMode: quote.vatMode,
  supplyAmount: quote.supplyAmount,
  vatAmount: quote.vatAmount,
  minimumCharge: quote.minimumCharge,
})

type Pricing = NonNullable<EquipmentReservation['pricing']>

const userTypeLabelOf = (userType: RateUserType, benefit: FamilyBenefitRecord | null) =>
  userType === 'family' && benefit ? equipmentMessages.userType.familyLabel(benefit.tierName) : labelOf(rateUserTypes, userType)

/** The rate stored on a booking, or null for one filed before rates were stored. */
const storedRate = (pricing: Pricing): QuoteRate | null => {
  if (pricing.factorPercent == null || pricing.userType == null || pricing.vatMode == null) return null
  const benefit = storedBenefitRecord(pricing.familyBenefit)
  return {
    userType: pricing.userType,
    userTypeLabel: userTypeLabelOf(pricing.userType, benefit),
    userTypeReason: null,
    factorPercent: pricing.factorPercent,
    benefit,
    minimumCharge: pricing.minimumCharge ?? 0,
    vatMode: pricing.vatMode,
  }
}

/**
 * The charge for `units` (hours, samples …) at the rate stored on the booking when it was filed: a later
 * change of the rate card, the equipment's fee or a 가족회사 tier does not touch it. For recomputing a
 * charge from actual use; null for a booking filed before rates were stored.
 */
export const quoteFromStoredRate = (pricing: EquipmentReservation['pricing'], units: number, usageMode: UsageMode): EquipmentQuote | null => {
  const rate = pricing ? storedRate(pricing) : null
  if (!pricing || !rate || pricing.unit == null) return null
  const unit = pricing.unit
  return computeQuote({
    usageMode,
    unitFee: pricing.unitFee ?? 0,
    unit,
    feeUnit: pricing.feeUnit ?? '',
    minutes: unit === 'hour' ? units * 60 : 0,
    samples: units,
    rate,
  })
}

/** What was charged before VAT: the supply when VAT came on top, else the total (VAT inside, or not stated). */
const chargedBeforeVat = (pricing: Pricing) => (pricing.vatMode === 'separate' ? (pricing.supplyAmount ?? pricing.total ?? 0) : (pricing.total ?? 0))

/** The stored price back as the API shape, amounts as they were stored; null for a booking filed before prices were stored. */
export const storedQuote = (reservation: EquipmentReservation): EquipmentQuote | null => {
  const pricing = reservation.pricing
  if (!pricing || pricing.total == null || pricing.unit == null) return null
  const benefit = storedBenefitRecord(pricing.familyBenefit)
  const userType = pricing.userType ?? (benefit ? 'family' : 'other')
  const baseAmount = pricing.baseAmount ?? 0
  const discountAmount = pricing.discountAmount ?? 0
  const amounts: Amounts = {
    usageMode: reservation.usageMode,
    unitFee: pricing.unitFee ?? 0,
    unit: pricing.unit,
    unitLabel: labelOf(feeUnits, pricing.unit),
    feeUnit: pricing.feeUnit ?? '',
    units: pricing.units ?? 1,
    baseAmount,
    userType,
    userTypeLabel: userTypeLabelOf(userType, benefit),
    userTypeReason: null,
    factorPercent: pricing.factorPercent ?? (benefit ? 100 - benefit.discountPercent : 100),
    benefit,
    // Bookings filed before the rate card named their discount by the 가족회사 benefit alone.
    discountLabel: pricing.discountLabel ?? benefit?.label ?? null,
    discountAmount,
    minimumCharge: pricing.minimumCharge ?? 0,
    minimumAddedAmount: chargedBeforeVat(pricing) - (baseAmount - discountAmount),
    vatMode: pricing.vatMode ?? null,
    supplyAmount: pricing.supplyAmount ?? pricing.total,
    vatAmount: pricing.vatAmount ?? 0,
    total: pricing.total,
  }
  return { ...amounts, lines: linesOf(amounts) }
}
