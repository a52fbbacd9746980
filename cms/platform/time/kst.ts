/**
 * Korean calendar days and clock times. Korea keeps UTC+9 all year (no daylight saving), so a fixed
 * offset is exact and the server's own time zone (UTC on most hosts) never matters.
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

export const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value)
}

export const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value)

export const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value)

/** The Korean calendar day of an instant. */
export const kstDay = (instant: Date) => new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10)

/** The instant a Korean clock shows `time` on `day`. */
/** Seoul wall-clock time of an instant to the minute, `YYYY-MM-DD HH:mm`. */
export const kstDateTime = (instant: Date) => new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')

export const kstInstant = (day: string, time: string) => new Date(Date.parse(`${day}T${time}:00Z`) - KST_OFFSET_MS)

export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)

/** 0 = Sunday … 6 = Saturday, as the opening rules store weekdays. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()

/** The month `offset` months from `month` (negative: earlier), `2026-11`. */
export const shiftMonth = (month: string, offset: number) => {
  const [year, index] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, index - 1 + offset, 1)).toISOString().slice(0, 7)
}

export const daysOfMonth = (month: string) => {
  const first = `${month}-01`
  const days: string[] = []
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day)
  return days
}

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

export const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** `20261123` for reservation numbers. */
export const compactDay = (day: string) => day.replaceAll('-', '')
