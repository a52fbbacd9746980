/**
 * Seed dates are relative to the moment the seed runs, on the Korean calendar (UTC+9, no daylight
 * saving), so the demo always looks current. Times fall between 09:00 and 17:59 KST, which is the
 * same calendar day in UTC, so a date prints the same in Seoul and on a UTC test machine.
 */
const KST_OFFSET_HOURS = 9
const DAY_MS = 24 * 60 * 60 * 1000

/** Midnight (KST) of the Korean calendar day `days` after the day containing `now`, as a UTC timestamp. */
const kstMidnight = (now: Date, days: number) => {
  const kst = new Date(now.getTime() + KST_OFFSET_HOURS * 60 * 60 * 1000)
  return Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate()) - KST_OFFSET_HOURS * 60 * 60 * 1000 + days * DAY_MS
}

/** ISO timestamp `daysAgo` Korean calendar days before `now`, at hour:minute KST (09 ≤ hour ≤ 17). */
export const kstDaysAgo = (now: Date, daysAgo: number, hour = 10, minute = 0): string => {
  if (hour < 9 || hour > 17) throw new Error(`seed times stay within 09:00–17:59 KST, got ${hour}`)
  return new Date(kstMidnight(now, -daysAgo) + (hour * 60 + minute) * 60 * 1000).toISOString()
}

/** A calendar day `offset` days from today (negative = past) at 12:00 KST, for day-only date fields. */
export const kstDay = (now: Date, offset: number): string => kstDaysAgo(now, -offset, 12)
