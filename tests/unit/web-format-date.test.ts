import { describe, expect, it } from 'vitest'
import { formatDate, formatDateRange, formatDateTime } from '@/utils/format-date'

describe('the portal date format', () => {
  it('reads every moment in Seoul time, whatever zone the browser or the server is in', () => {
    // What the API sends: stored moments in UTC; a form's Date object.
    expect(formatDateTime('2026-11-24T03:00:00.000Z')).toBe('2026.11.24 12:00')
    expect(formatDate('2026-11-24T15:30:00.000Z')).toBe('2026.11.25')
    expect(formatDateTime('2026-11-24T15:30:00.000Z')).toBe('2026.11.25 00:30')
    expect(formatDateTime('2026-01-01T00:00:00+09:00')).toBe('2026.01.01 00:00')
    expect(formatDateTime(new Date(Date.UTC(2026, 10, 5, 22, 3)))).toBe('2026.11.06 07:03')
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
