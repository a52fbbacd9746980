import dayjs from 'dayjs'

/** Every date on the portal reads YYYY.MM.DD. */
export const formatDate = (value: string | Date | null | undefined) => (value ? dayjs(value).format('YYYY.MM.DD') : '')

export const formatDateRange = (start: string | null | undefined, end: string | null | undefined) =>
  [formatDate(start), formatDate(end)].filter(Boolean).join(' ~ ')

/** A moment to the minute on a 24-hour clock: 2026.11.24 14:05. */
export const formatDateTime = (value: string | Date | null | undefined) => (value ? dayjs(value).format('YYYY.MM.DD HH:mm') : '')
