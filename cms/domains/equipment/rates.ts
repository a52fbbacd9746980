import type { RateUserType, VatMode } from '../../../contract/equipment-options'

/** The user types whose factor the rate card keeps; 가족회사 takes 100 − its tier's discount instead. */
export type CardUserType = Exclude<RateUserType, 'family'>

export const cardUserTypes: readonly CardUserType[] = ['internal', 'sme', 'academic', 'other']

/** What the rate card says before staff first save it (and what the seed writes). */
export const rateCardDefaults: { factors: Record<CardUserType, number>; vatMode: VatMode; minimumCharge: number } = {
  factors: { internal: 50, sme: 80, academic: 70, other: 100 },
  vatMode: 'separate',
  minimumCharge: 0,
}

/** 부가세율 (%), fixed by law rather than kept on the card. */
export const VAT_PERCENT = 10
