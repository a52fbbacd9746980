import type { PayloadRequest } from 'payload'
import type { VatMode } from '../../../../contract/equipment-options'
import { systemAccess } from '../../../platform/access/system-access'
import { EQUIPMENT_RATE_CARD } from '../globals/EquipmentRateCard'
import { type CardUserType, cardUserTypes, rateCardDefaults } from '../rates'

export type RateCard = { factors: Record<CardUserType, number>; vatMode: VatMode; minimumCharge: number }

type StoredCard = { factors?: Partial<Record<CardUserType, number | null>> | null; vatMode?: VatMode | null; minimumCharge?: number | null }

/**
 * 장비 이용료 기준표 as a quote needs it, each value falling back to the defaults while staff have not
 * saved it. Read as the system: members may not read the card itself, only the quote made from it.
 */
export const readRateCard = async (req: PayloadRequest): Promise<RateCard> => {
  const stored = (await req.payload.findGlobal({ slug: EQUIPMENT_RATE_CARD, depth: 0, ...systemAccess('equipment rates'), req })) as StoredCard
  const factors = Object.fromEntries(cardUserTypes.map((type) => [type, stored.factors?.[type] ?? rateCardDefaults.factors[type]])) as Record<
    CardUserType,
    number
  >
  return {
    factors,
    vatMode: stored.vatMode ?? rateCardDefaults.vatMode,
    minimumCharge: stored.minimumCharge ?? rateCardDefaults.minimumCharge,
  }
}
