import { addDays } from '../../../platform/time/kst'

/** `day` plus whole months, kept inside the target month (2026-01-31 + 1 → 2026-02-28). */
export const addMonths = (day: string, months: number) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(date, lastOfMonth))
  return target.toISOString().slice(0, 10)
}

/** A 12-month membership from 2026-03-01 ends 2027-02-28: the period counts the start day. */
export const membershipEnd = (startDay: string, periodMonths: number) => addDays(addMonths(startDay, periodMonths), -1)

/** A renewal may be filed this many days before the current membership ends. */
export const RENEWAL_WINDOW_DAYS = 60

/** The expiry notice goes to the 관리자 this many days before the end. */
export const EXPIRY_NOTICE_DAYS = 30
