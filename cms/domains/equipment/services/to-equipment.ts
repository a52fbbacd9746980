import type { EquipmentDetail, EquipmentSummary, OpeningRules } from '../../../../contract/equipment'
import type { Closure } from '../calendar'
import { kstDay } from '../../../platform/time/kst'
import { equipmentCategories, equipmentUseScopes, labelOf, type UsageMode, usageModes } from '../../../../contract/equipment-options'
import type { Equipment, Media } from '../../../payload-types'

export const toOpeningRules = (equipment: Equipment): OpeningRules => {
  const rules = equipment.openingRules
  return {
    weekdays: (rules.weekdays ?? []).map(Number),
    openTime: rules.openTime,
    closeTime: rules.closeTime,
    slotMinutes: Number(rules.slotMinutes),
    maxSlotsPerBooking: rules.maxSlotsPerBooking,
    horizonDays: rules.horizonDays,
    cancelNoticeHours: rules.cancelNoticeHours,
  }
}

/** Closure dates are stored as instants (the admin's day picker); the calendar needs Korean days. */
export const toClosures = (equipment: Equipment): Closure[] =>
  (equipment.closures ?? []).map((closure) => ({
    startDate: kstDay(new Date(closure.startDate)),
    endDate: kstDay(new Date(closure.endDate)),
    reason: closure.reason,
  }))

/** A catalogue row as the lean list reads it (list-equipment.ts). */
export type EquipmentRow = Pick<Equipment, 'id' | 'equipmentNo' | 'name' | 'category'> & {
  nfecNo?: string | null
  maker?: string | null
  model?: string | null
  location?: string | null
  imageUrl?: string | null
  imageAlt?: string | null
  bookable?: boolean | null
  safetyTrainingRequired?: boolean | null
  usageModes?: { mode: UsageMode; fee: number; feeUnit?: string | null; bySamples?: boolean | null }[] | null
}

export const summaryOfEquipmentRow = (equipment: EquipmentRow): EquipmentSummary => ({
  id: equipment.id,
  equipmentNo: equipment.equipmentNo,
  nfecNo: equipment.nfecNo ?? null,
  name: equipment.name,
  category: equipment.category,
  categoryLabel: labelOf(equipmentCategories, equipment.category),
  maker: equipment.maker ?? null,
  model: equipment.model ?? null,
  location: equipment.location ?? null,
  imageUrl: equipment.imageUrl ?? null,
  imageAlt: equipment.imageAlt ?? null,
  bookable: Boolean(equipment.bookable),
  safetyTrainingRequired: Boolean(equipment.safetyTrainingRequired),
  usageModes: (equipment.usageModes ?? []).map((mode) => ({
    mode: mode.mode,
    modeLabel: labelOf(usageModes, mode.mode),
    fee: mode.fee,
    feeUnit: mode.feeUnit ?? '',
    bySamples: Boolean(mode.bySamples),
  })),
})

/** A document read through the Local API (the detail) in the same summary shape. */
export const toEquipmentSummary = (equipment: Equipment): EquipmentSummary => {
  const image = equipment.image && typeof equipment.image === 'object' ? (equipment.image as Media) : null
  return summaryOfEquipmentRow({ ...equipment, imageUrl: image?.sizes?.card?.url ?? image?.url ?? null, imageAlt: image?.alt ?? null })
}

export const toEquipmentDetail = (equipment: Equipment, safetyTrainingConfirmed: boolean | null): EquipmentDetail => ({
  ...toEquipmentSummary(equipment),
  description: equipment.description ?? null,
  manager: equipment.manager ?? null,
  managerPhone: equipment.managerPhone ?? null,
  managerEmail: equipment.managerEmail ?? null,
  openingRules: toOpeningRules(equipment),
  safetyTrainingConfirmed,
  registry: {
    useScope: equipment.registry?.useScope ?? null,
    useScopeLabel: equipment.registry?.useScope ? labelOf(equipmentUseScopes, equipment.registry.useScope) : null,
    // A day picked in the admin is stored as an instant; the public reads the Korean calendar day.
    acquiredOn: equipment.registry?.acquiredOn ? kstDay(new Date(equipment.registry.acquiredOn)) : null,
  },
})
