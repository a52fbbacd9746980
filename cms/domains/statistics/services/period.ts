import { statisticsMaxMonths } from '../../../../contract/statistics'
import type { MonthSpan } from '../../../platform/data/aggregates'
import { badRequest } from '../../../platform/http/errors'
import { kstDay, kstInstant, shiftMonth } from '../../../platform/time/kst'
import { statisticsMessages as m } from '../messages'

/**
 * A period of whole Seoul months: `start`/`end` bound stored instants, `firstDay`/`nextDay` stored
 * Seoul days (YYYY-MM-DD, as bookings keep their use date).
 */
export type Period = { from: string; to: string; months: MonthSpan[]; start: string; end: string; firstDay: string; nextDay: string }

/** The instant a Seoul month starts at, as stored columns compare it. */
const monthStart = (month: string) => kstInstant(`${month}-01`, '00:00').toISOString()

/**
 * The months from `from` to `to` (Seoul time), each with the instants it starts and ends at. Without
 * them the period is the current year; a reversed or overlong period is refused in Korean.
 */
export const periodOf = (asked: { from?: string; to?: string }, now = new Date()): Period => {
  const year = kstDay(now).slice(0, 4)
  const from = asked.from ?? (asked.to ? `${asked.to.slice(0, 4)}-01` : `${year}-01`)
  const to = asked.to ?? (asked.from ? `${asked.from.slice(0, 4)}-12` : `${year}-12`)
  if (from > to) throw badRequest(m.periodReversed)
  const months: MonthSpan[] = []
  for (let month = from; month <= to; month = shiftMonth(month, 1)) {
    if (months.length === statisticsMaxMonths) throw badRequest(m.periodTooLong)
    months.push({ month, from: monthStart(month), to: monthStart(shiftMonth(month, 1)) })
  }
  return { from, to, months, start: months[0].from, end: months[months.length - 1].to, firstDay: `${from}-01`, nextDay: `${shiftMonth(to, 1)}-01` }
}
