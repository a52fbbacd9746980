import { isMonth } from '../../../platform/time/kst'
import { seoulToday } from '../services/load-day-bookings'

/** The month a staff screen's address asks for, or this month in Seoul (and whether the asked one was unreadable). */
export const askedMonth = (asked: unknown) => {
  const valid = typeof asked === 'string' && isMonth(asked)
  return { month: valid ? asked : seoulToday().slice(0, 7), bad: asked !== undefined && !valid }
}
