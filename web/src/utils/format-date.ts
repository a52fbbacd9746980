/**
 * Every date on the portal reads YYYY.MM.DD, in the visitor's own time zone. Written out rather than
 * through dayjs: the home page's cards are the only dates on the first page, and dayjs would add 3 kB
 * to it for two patterns.
 */
const toDate = (value: string | Date) => {
  if (value instanceof Date) return value
  // A bare calendar date is that day where the visitor is (as dayjs reads it); Date would take it as UTC.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value)
}

const pad = (value: number) => String(value).padStart(2, '0')

const ymd = (date: Date) => `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`

const valid = (value: string | Date | null | undefined) => {
  if (!value) return null
  const date = toDate(value)
  return Number.isNaN(date.getTime()) ? null : date
}

export const formatDate = (value: string | Date | null | undefined) => {
  const date = valid(value)
  return date ? ymd(date) : ''
}

export const formatDateRange = (start: string | null | undefined, end: string | null | undefined) =>
  [formatDate(start), formatDate(end)].filter(Boolean).join(' ~ ')

/** A moment to the minute on a 24-hour clock: 2026.11.24 14:05. */
export const formatDateTime = (value: string | Date | null | undefined) => {
  const date = valid(value)
  return date ? `${ymd(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : ''
}
