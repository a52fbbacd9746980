import type { OpeningRules } from '../../../../contract/equipment'
import { type Closure, slotGrid } from '../calendar'
import { daysOfMonth, weekdayOf } from '../../../platform/time/kst'

export type OpenFacts = {
  rules: Pick<OpeningRules, 'weekdays' | 'openTime' | 'closeTime' | 'slotMinutes'>
  holidays: ReadonlySet<string>
  closures: readonly Closure[]
}

/**
 * The bookable minutes of a day: the slot grid of an opening weekday, nothing on a holiday or in a
 * closure. Counted by slots, not by opening time, so a last part-slot nobody could book is not open time.
 */
export const openMinutesOfDay = (facts: OpenFacts, day: string) => {
  if (!facts.rules.weekdays.includes(weekdayOf(day)) || facts.holidays.has(day)) return 0
  if (facts.closures.some((closure) => closure.startDate <= day && day <= closure.endDate)) return 0
  return slotGrid(facts.rules).length * facts.rules.slotMinutes
}

export const openMinutesOfMonth = (facts: OpenFacts, month: string) => daysOfMonth(month).reduce((total, day) => total + openMinutesOfDay(facts, day), 0)
