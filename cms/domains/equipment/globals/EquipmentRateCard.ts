import type { Field, GlobalConfig, Validate } from 'payload'
import { labelOf, rateUserTypes, vatModes } from '../../../../contract/equipment-options'
import { isStaff } from '../../../platform/access/is-staff'
import { equipmentMessages } from '../messages'
import { cardUserTypes, rateCardDefaults } from '../rates'

export const EQUIPMENT_RATE_CARD = 'equipment-rate-card'

const m = equipmentMessages.rateCard

/**
 * Not `required`: GraphQL would then want every value in each change (as 보유 기간 found); an empty
 * value is refused all the same.
 */
const numberWithin =
  (max: number): Validate =>
  (value) =>
    typeof value !== 'number' ? m.valueRequired : value < 0 || value > max ? m.outOfRange(max) : true

const factorField = (type: (typeof cardUserTypes)[number]): Field => ({
  name: type,
  label: `${labelOf(rateUserTypes, type)} (%)`,
  type: 'number',
  min: 0,
  max: 100,
  validate: numberWithin(100),
  defaultValue: rateCardDefaults.factors[type],
})

/**
 * 장비 이용료 기준표: the share of each equipment's base rate every user type pays, the VAT handling and
 * the minimum charge, kept once for all equipment (an equipment may override them). Staff read and edit
 * it; members see only what the quote makes of it. A booking stores the rate it got, so changing the
 * card never touches a booking already filed.
 */
export const EquipmentRateCard: GlobalConfig = {
  slug: EQUIPMENT_RATE_CARD,
  label: '장비 이용료 기준표',
  admin: { group: '장비 예약', description: m.description },
  versions: { max: 20 },
  access: { read: isStaff, update: isStaff, readVersions: isStaff },
  fields: [
    {
      name: 'factors',
      label: m.factors,
      type: 'group',
      admin: { description: m.factorsDescription },
      fields: [{ type: 'row', fields: cardUserTypes.map(factorField) }],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'vatMode',
          label: m.vatMode,
          type: 'select',
          options: [...vatModes],
          validate: (value: unknown) => (value ? true : m.valueRequired),
          defaultValue: rateCardDefaults.vatMode,
          admin: { description: m.vatModeDescription(labelOf(vatModes, 'separate'), labelOf(vatModes, 'included')) },
        },
        {
          name: 'minimumCharge',
          label: m.minimumCharge,
          type: 'number',
          min: 0,
          validate: numberWithin(Number.MAX_SAFE_INTEGER),
          defaultValue: rateCardDefaults.minimumCharge,
          admin: { description: m.minimumChargeDescription },
        },
      ],
    },
  ],
}
