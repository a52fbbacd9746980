import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { formatDate, formatDateRange, formatDateTime } from '@/utils/format-date'

// What the API sends: stored moments in UTC, calendar days as bare dates, and Date objects from forms.
const values = [
  '2026-11-24T03:00:00.000Z',
  '2026-11-24T15:30:00.000Z',
  '2026-01-01T00:00:00+09:00',
  '2026-11-24',
  '2026-02-28T23:59:59',
  new Date(2026, 10, 5, 7, 3),
]

describe('the portal date format', () => {
  it('reads every value as dayjs does, in the visitor’s own time zone', () => {
    for (const value of values) {
      expect(formatDate(value), String(value)).toBe(dayjs(value).format('YYYY.MM.DD'))
      expect(formatDateTime(value), String(value)).toBe(dayjs(value).format('YYYY.MM.DD HH:mm'))
    }
  })

  it('keeps a bare calendar date on its own day', () => {
    expect(formatDate('2026-11-24')).toBe('2026.11.24')
  })

  it('writes nothing for a missing or unreadable date, and leaves an open end out of a range', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDateTime('not a date')).toBe('')
    expect(formatDateRange('2026-11-01', null)).toBe('2026.11.01')
    expect(formatDateRange('2026-11-01', '2026-11-30')).toBe('2026.11.01 ~ 2026.11.30')
  })
})
