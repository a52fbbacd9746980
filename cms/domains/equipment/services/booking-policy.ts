import type { PayloadRequest } from 'payload'
import { systemAccess } from '../../../platform/access/system-access'
import { BOOKING_POLICY } from '../globals/EquipmentBookingPolicy'

export type ReminderPolicy = { reminderDayBefore: boolean; reminderHoursBefore: number; waitlistOfferHours: number }

type StoredPolicy = { reminderDayBefore?: boolean | null; reminderHoursBefore?: number | null; waitlistOfferHours?: number | null }

/** The reminder and waiting-list part of 장비 예약 운영 정책, with the defaults for what staff left empty. */
export const bookingPolicyOf = async (req: PayloadRequest): Promise<ReminderPolicy> => {
  const stored = (await req.payload.findGlobal({ slug: BOOKING_POLICY, depth: 0, ...systemAccess('booking policy'), req })) as StoredPolicy
  return {
    reminderDayBefore: stored.reminderDayBefore ?? true,
    reminderHoursBefore: stored.reminderHoursBefore ?? 2,
    waitlistOfferHours: stored.waitlistOfferHours ?? 24,
  }
}
