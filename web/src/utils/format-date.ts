import { formatSeoulDate, formatSeoulDateTime } from '@contract/date-format'

/**
 * Every date on the portal reads YYYY.MM.DD in Seoul time, wherever the visitor or the server is: a
 * Korean office's deadlines are Seoul's, and a page the server rendered must read the same once the
 * browser takes it over (the server runs in UTC; a visitor's browser in Seoul would otherwise turn
 * 00:30 KST into the previous day on the server and this day in the browser).
 */
export const formatDate = formatSeoulDate

export const formatDateRange = (start: string | null | undefined, end: string | null | undefined) =>
  [formatDate(start), formatDate(end)].filter(Boolean).join(' ~ ')

/** A moment to the minute on a 24-hour clock: 2026.11.24 14:05. */
export const formatDateTime = formatSeoulDateTime
