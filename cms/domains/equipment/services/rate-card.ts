import type { PayloadRequest } from 'payload'
import type { VatMode } from '../../../../contract/equipment-options'
import { readGlobalColumns } from '../../../platform/data/read-global-columns'
import { EQUIPMENT_RATE_CARD } from '../globals/EquipmentRateCard'
import { type CardUserType, cardUserTypes, rateCardDefaults } from '../rates'

export type RateCard = { factors: Record<CardUserType, number>; vatMode: VatMode; minimumCharge: number }

const factorColumns = cardUserTypes.map((type) => `factors_${type}` as const)

const numberOr = (value: unknown, fallback: number) => (value === null || value === undefined ? fallback : Number(value))

/**
 * 장비 이용료 기준표 as a quote needs it, each value falling back to the defaults while staff have not
 * saved it. Read as the system (members may not read the card itself, only the quote made from it),
 * and leanly: the booking dialog asks for a quote at every change.
 */
export const readRateCard = async (req: PayloadRequest): Promise<RateCard> => {
  const stored = await readGlobalColumns(req.payload, EQUIPMENT_RATE_CARD, [...factorColumns, 'vatMode', 'minimumCharge'])
  const factors = Object.fromEntries(cardUserTypes.map((type) => [type, numberOr(stored?.[`factors_${type}`], rateCardDefaults.factors[type])])) as Record<
    CardUserType,
    number
  >
  return {
    factors,
    vatMode: (stored?.vatMode as VatMode | null | undefined) ?? rateCardDefaults.vatMode,
    minimumCharge: numberOr(stored?.minimumCharge, rateCardDefaults.minimumCharge),
  }
}
