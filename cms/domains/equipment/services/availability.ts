import type { PayloadRequest } from 'payload'
import type { AvailabilityData, SlotsData } from '../../../../contract/equipment'
import { dayState, slotStates } from '../calendar'
import { daysOfMonth } from '../../../platform/time/kst'
import type { User } from '../../../payload-types'
import { holdersOf, loadCalendarFacts, loadHeldSlots } from './calendar-facts'
import { findPublishedEquipment } from './find-equipment'

/** Each day of a month: open, full or closed (with why), for the calendar of /easyReservation. */
export const monthAvailability = async (req: PayloadRequest, equipmentId: number, month: string): Promise<AvailabilityData> => {
  const equipment = await findPublishedEquipment(req, equipmentId)
  const days = daysOfMonth(month)
  const first = days[0]!
  const last = days[days.length - 1]!
  const [facts, held] = await Promise.all([loadCalendarFacts(req, equipment, first, last), loadHeldSlots(req, equipmentId, first, last)])
  const heldByDay = new Map<string, Set<string>>()
  for (const slot of held) heldByDay.set(slot.day, (heldByDay.get(slot.day) ?? new Set()).add(slot.start))
  return { equipmentId, month, days: days.map((day) => dayState(facts, day, heldByDay.get(day) ?? new Set())) }
}

/** The slots of one day as the asking member (or a guest) sees them. */
export const daySlots = async (req: PayloadRequest, equipmentId: number, day: string): Promise<SlotsData> => {
  const equipment = await findPublishedEquipment(req, equipmentId)
  const [facts, held] = await Promise.all([loadCalendarFacts(req, equipment, day, day), loadHeldSlots(req, equipmentId, day, day)])
  const memberId = (req.user as User | null)?.id ?? null
  return {
    equipmentId,
    date: day,
    slotMinutes: facts.rules.slotMinutes,
    maxSlotsPerBooking: facts.rules.maxSlotsPerBooking,
    slots: slotStates(facts, day, holdersOf(held, memberId)),
  }
}
