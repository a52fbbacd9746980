import { isMonth, kstDay, kstInstant, shiftMonth } from '../../../platform/time/kst'
import { messages } from '../messages'

/** The Seoul calendar month an instant falls in, `2026-11`. */
export const seoulMonth = (instant: Date) => kstDay(instant).slice(0, 7)

/** The instants a Seoul month starts and ends at, as the log's `at` column compares them. */
export const monthBounds = (month: string) => ({
  from: kstInstant(`${month}-01`, '00:00').toISOString(),
  to: kstInstant(`${shiftMonth(month, 1)}-01`, '00:00').toISOString(),
})

/** Why `value` is no month that can be reviewed at `now`, in Korean; null when it is one. */
export const reviewMonthProblem = (value: unknown, now: Date): string | null => {
  if (typeof value !== 'string' || !isMonth(value)) return messages.monthInvalid
  if (value > seoulMonth(now)) return messages.monthInFuture
  return null
}
