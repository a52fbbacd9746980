import type { AvailabilityDay, OpeningRules, Slot } from '../../../contract/equipment'
import { equipmentMessages } from './messages'
import { clockOf, daysBetween, kstDay, kstInstant, minutesOf, weekdayOf } from '../../platform/time/kst'

/**
 * The pure arithmetic of the booking calendar: which slots a day has, why a day is closed, and the
 * state of each day and slot. Services load the data (rules, holidays, closures, held slots) and
 * call these, so the rules are the same for availability, slots and booking.
 */

export type Closure = { startDate: string; endDate: string; reason: string }

export type CalendarFacts = {
  rules: OpeningRules
  now: Date
  /** Holiday names by day. */
  holidays: ReadonlyMap<string, string>
  /** Closures as Korean calendar days (inclusive). */
  closures: readonly Closure[]
}

/** The slots of an open day: from openTime, every slotMinutes, the last one ending by closeTime. */
export const slotGrid = (rules: Pick<OpeningRules, 'openTime' | 'closeTime' | 'slotMinutes'>) => {
  const slots: { start: string; end: string }[] = []
  const close = minutesOf(rules.closeTime)
  for (let start = minutesOf(rules.openTime); start + rules.slotMinutes <= close; start += rules.slotMinutes) {
    slots.push({ start: clockOf(start), end: clockOf(start + rules.slotMinutes) })
  }
  return slots
}

export type DayClosure = { kind: 'past' | 'horizon' | 'holiday' | 'closure' | 'weekday'; reason: string }

/** Why nothing on `day` can be booked, or null when the day is an opening day within reach. */
export const dayClosure = (facts: CalendarFacts, day: string): DayClosure | null => {
  const fromToday = daysBetween(kstDay(facts.now), day)
  if (fromToday < 0) return { kind: 'past', reason: equipmentMessages.pastDay }
  if (fromToday > facts.rules.horizonDays) return { kind: 'horizon', reason: equipmentMessages.beyondHorizon(facts.rules.horizonDays) }
  const holiday = facts.holidays.get(day)
  if (holiday) return { kind: 'holiday', reason: holiday }
  const closure = facts.closures.find((closure) => closure.startDate <= day && day <= closure.endDate)
  if (closure) return { kind: 'closure', reason: closure.reason }
  if (!facts.rules.weekdays.includes(weekdayOf(day))) return { kind: 'weekday', reason: equipmentMessages.weekdayClosed }
  return null
}

/** The sentence a refused booking of a closed day gets. */
export const closedDayRefusal = ({ kind, reason }: DayClosure) => {
  switch (kind) {
    case 'past':
      return equipmentMessages.pastDayRefused
    case 'holiday':
      return equipmentMessages.holidayRefused(reason)
    case 'closure':
      return equipmentMessages.closureRefused(reason)
    case 'weekday':
      return equipmentMessages.weekdayRefused
    case 'horizon':
      return reason
  }
}

/** Who holds a slot: the asking member themself, or someone else. */
export type Holder = 'mine' | 'other'

/**
 * The state of each slot of `day` for the asking member: their own live booking is `checked`, and
 * a slot is `disabled` (with why) when someone else holds it, the day is closed or it has begun.
 */
export const slotStates = (facts: CalendarFacts, day: string, holders: ReadonlyMap<string, Holder>): Slot[] => {
  const closed = dayClosure(facts, day)?.reason
  return slotGrid(facts.rules).map(({ start, end }) => {
    const holder = holders.get(start)
    if (holder === 'mine') return { start, end, state: 'checked', reason: null }
    if (holder === 'other') return { start, end, state: 'disabled', reason: equipmentMessages.alreadyBooked }
    if (closed) return { start, end, state: 'disabled', reason: closed }
    if (kstInstant(day, start).getTime() <= facts.now.getTime()) return { start, end, state: 'disabled', reason: equipmentMessages.pastSlot }
    return { start, end, state: 'active', reason: null }
  })
}

/**
 * A day is `open` while some slot can still be booked, `full` when every remaining slot is held,
 * and `closed` when none could be booked anyway (closed day, or every slot already begun).
 */
export const dayState = (facts: CalendarFacts, day: string, heldStarts: ReadonlySet<string>): AvailabilityDay => {
  const closed = dayClosure(facts, day)
  if (closed) return { date: day, state: 'closed', reason: closed.reason }
  const upcoming = slotGrid(facts.rules).filter(({ start }) => kstInstant(day, start).getTime() > facts.now.getTime())
  if (upcoming.length === 0) return { date: day, state: 'closed', reason: equipmentMessages.noSlotsLeftToday }
  if (upcoming.every(({ start }) => heldStarts.has(start))) return { date: day, state: 'full', reason: equipmentMessages.fullDay }
  return { date: day, state: 'open', reason: null }
}
