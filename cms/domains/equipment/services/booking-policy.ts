import type { PayloadRequest } from 'payload'
import { systemAccess } from '../../../platform/access/system-access'
import type { EquipmentBookingPolicy } from '../../../payload-types'
import { EQUIPMENT_BOOKING_POLICY } from '../globals/EquipmentBookingPolicy'

export type BookingPolicy = {
  noShowLimit: number
  noShowWindowDays: number
  suspensionDays: number
  reminderDayBefore: boolean
  reminderHoursBefore: number
  waitlistOfferHours: number
}

/** 장비 예약 운영 정책 with the defaults for what staff left empty. */
export const bookingPolicyOf = async (req: PayloadRequest): Promise<BookingPolicy> => {
  const stored = (await req.payload.findGlobal({ slug: EQUIPMENT_BOOKING_POLICY, depth: 0, ...systemAccess('booking policy'), req })) as EquipmentBookingPolicy
  return {
    noShowLimit: stored.noShowLimit ?? 3,
    noShowWindowDays: stored.noShowWindowDays ?? 90,
    suspensionDays: stored.suspensionDays ?? 30,
    reminderDayBefore: stored.reminderDayBefore ?? true,
    reminderHoursBefore: stored.reminderHoursBefore ?? 2,
    waitlistOfferHours: stored.waitlistOfferHours ?? 24,
  }
}
