import dayjs from 'dayjs'

/** Every date on the portal reads YYYY.MM.DD. */
export const formatDate = (value: string | Date | null | undefined) => (value ? dayjs(value).format('YYYY.MM.DD') : '')

export const formatDateRange = (start: string | null | undefined, end: string | null | undefined) =>
  [formatDate(start), formatDate(end)].filter(Boolean).join(' ~ ')
