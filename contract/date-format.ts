/**
 * One way to write dates everywhere staff and members read them — portal, mails, the admin:
 * a day `2026.12.09`, a moment `2026.12.09 14:05` (24-hour clock, Seoul time). Korea keeps UTC+9 all
 * year, so a fixed offset is exact whatever zone the server or the browser is in.
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000

const seoulIso = (value: string | Date) => {
  const time = (value instanceof Date ? value : new Date(value)).getTime()
  return Number.isNaN(time) ? null : new Date(time + SEOUL_OFFSET_MS).toISOString()
}

/** A calendar day `YYYY-MM-DD` (as stored, kept as it is) or an instant, as the `YYYY-MM-DD` it falls on in Seoul. */
export const seoulDay = (value: string | Date) => {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  return seoulIso(value)?.slice(0, 10) ?? ''
}

/** A calendar day `YYYY-MM-DD` (as stored) or an instant, as `YYYY.MM.DD` in Seoul. */
export const formatSeoulDate = (value: string | Date | null | undefined) => (value ? seoulDay(value).replaceAll('-', '.') : '')

/** An instant as `YYYY.MM.DD HH:mm` in Seoul. */
export const formatSeoulDateTime = (value: string | Date | null | undefined) => {
  if (!value) return ''
  const iso = seoulIso(value)
  return iso ? `${iso.slice(0, 10).replaceAll('-', '.')} ${iso.slice(11, 16)}` : ''
}

/** The same two patterns in date-fns tokens, for Payload's `admin.dateFormat` and its date fields. */
export const adminDateFormat = 'yyyy.MM.dd'
export const adminDateTimeFormat = 'yyyy.MM.dd HH:mm'
