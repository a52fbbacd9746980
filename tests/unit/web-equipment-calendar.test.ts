import { describe, expect, it } from 'vitest'
import { buildCalendarGrid } from '@/features/equipment/lib/calendar-grid'
import { addMonths, isIsoDate, seoulToday } from '@/features/equipment/lib/seoul-date'
import { formatSeoulDateTime } from '@/utils/format-seoul-date-time'

describe('buildCalendarGrid', () => {
  it('starts a month on its weekday, Sunday first, and pads the last week', () => {
    // 2026-11-01 is a Sunday; November has 30 days → 5 weeks.
    const weeks = buildCalendarGrid('2026-11', [])
    expect(weeks).toHaveLength(5)
    expect(weeks[0][0]).toMatchObject({
      date: '2026-11-01',
      day: 1,
      weekday: 0,
    })
    expect(weeks[4].slice(0, 2).map((cell) => cell?.date)).toEqual(['2026-11-29', '2026-11-30'])
    expect(weeks[4].slice(2)).toEqual([null, null, null, null, null])
  })

  it('leaves the days before the first of the month empty', () => {
    // 2026-12-01 is a Tuesday.
    const weeks = buildCalendarGrid('2026-12', [])
    expect(weeks[0].slice(0, 2)).toEqual([null, null])
    expect(weeks[0][2]).toMatchObject({ date: '2026-12-01', weekday: 2 })
    expect(weeks.flat().filter(Boolean)).toHaveLength(31)
  })

  it('handles a leap February and attaches each day its availability', () => {
    const days = [
      { date: '2028-02-29', state: 'open' as const, reason: null },
      { date: '2028-02-28', state: 'closed' as const, reason: '휴무일' },
    ]
    const cells = buildCalendarGrid('2028-02', days)
      .flat()
      .filter((cell) => cell !== null)
    expect(cells).toHaveLength(29)
    expect(cells[28].availability).toEqual(days[0])
    expect(cells[27].availability?.reason).toBe('휴무일')
    expect(cells[0].availability).toBeNull()
  })
})

describe('Seoul dates', () => {
  it('takes today in Seoul, not in the machine zone', () => {
    expect(seoulToday(new Date('2026-11-23T14:59:00Z'))).toBe('2026-11-23')
    expect(seoulToday(new Date('2026-11-23T15:00:00Z'))).toBe('2026-11-24')
  })

  it('shows an instant as Seoul wall-clock time', () => {
    expect(formatSeoulDateTime('2026-11-23T15:30:00Z')).toBe('2026.11.24 00:30')
    expect(formatSeoulDateTime('2026-11-23T15:30:00Z', false)).toBe('2026.11.24')
  })

  it('steps months across a year and checks day strings', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(isIsoDate('2026-11-23')).toBe(true)
    expect(isIsoDate('2026-13-40')).toBe(false)
    expect(isIsoDate('20261123')).toBe(false)
  })
})
