import { seoulDay } from '@contract/date-format'

/** Today's calendar day in Seoul, `YYYY-MM-DD`, whatever zone the browser is in. */
export const seoulToday = (now: Date = new Date()) => seoulDay(now)

export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

/** `YYYY-MM` of a `YYYY-MM-DD` day. */
export const monthOf = (date: string) => date.slice(0, 7)

/** The month `delta` months after `YYYY-MM`. */
export const addMonths = (month: string, delta: number) => {
  const [year, monthNumber] = month.split('-').map(Number)
  const date = new Date(Date.UTC(year, monthNumber - 1 + delta, 1))
  return date.toISOString().slice(0, 7)
}
