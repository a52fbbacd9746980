import { describe, expect, it } from 'vitest'
import type { OpeningRules } from '../../contract/equipment'
import { type CalendarFacts, closedDayRefusal, dayClosure, dayState, slotGrid, slotStates } from '../../cms/domains/equipment/calendar'
import { addDays, daysBetween, daysOfMonth, isDay, kstDay, kstInstant, weekdayOf } from '../../cms/platform/time/kst'

const rules: OpeningRules = {
  weekdays: [1, 2, 3, 4, 5],
  openTime: '09:00',
  closeTime: '18:00',
  slotMinutes: 60,
  maxSlotsPerBooking: 4,
  horizonDays: 60,
  cancelNoticeHours: 24,
}

/** Monday 2026-11-23, 10:30 in Seoul (01:30 UTC). */
const now = new Date('2026-11-23T01:30:00Z')

const facts = (overrides: Partial<CalendarFacts> = {}): CalendarFacts => ({
  rules,
  now,
  holidays: new Map([['2026-12-25', '성탄절']]),
  closures: [{ startDate: '2026-12-01', endDate: '2026-12-03', reason: '정기 점검' }],
  ...overrides,
})

describe('Korean calendar days on any machine', () => {
  it('an instant belongs to its Seoul day, not its UTC day', () => {
    expect(kstDay(new Date('2026-11-22T15:00:00Z'))).toBe('2026-11-23')
    expect(kstDay(new Date('2026-11-22T14:59:59Z'))).toBe('2026-11-22')
  })

  it('a Seoul clock time is nine hours ahead of UTC all year', () => {
    expect(kstInstant('2026-11-23', '09:00').toISOString()).toBe('2026-11-23T00:00:00.000Z')
    expect(kstInstant('2026-07-01', '00:30').toISOString()).toBe('2026-06-30T15:30:00.000Z')
  })

  it('day arithmetic crosses months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(daysBetween('2026-11-23', '2027-01-22')).toBe(60)
    expect(weekdayOf('2026-11-23')).toBe(1)
    expect(daysOfMonth('2027-02')).toHaveLength(28)
    expect(daysOfMonth('2028-02')).toHaveLength(29)
  })

  it('only real calendar days are days', () => {
    expect(isDay('2026-02-28')).toBe(true)
    expect(isDay('2026-02-30')).toBe(false)
    expect(isDay('2026-2-3')).toBe(false)
  })
})

describe('slot grid', () => {
  it('steps from opening by the slot length and never runs past closing', () => {
    expect(slotGrid(rules).map((slot) => slot.start)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'])
    expect(slotGrid({ openTime: '09:00', closeTime: '17:00', slotMinutes: 120 }).at(-1)).toEqual({ start: '15:00', end: '17:00' })
    expect(slotGrid({ openTime: '09:00', closeTime: '10:30', slotMinutes: 60 })).toEqual([{ start: '09:00', end: '10:00' }])
    expect(slotGrid({ openTime: '13:00', closeTime: '14:00', slotMinutes: 30 })).toEqual([
      { start: '13:00', end: '13:30' },
      { start: '13:30', end: '14:00' },
    ])
  })
})

describe('closed days', () => {
  it.each([
    ['2026-11-22', 'past', '지난 날짜입니다.'],
    ['2026-11-28', 'weekday', '운영하지 않는 요일입니다.'],
    ['2026-12-25', 'holiday', '성탄절'],
    ['2026-12-02', 'closure', '정기 점검'],
    ['2027-01-23', 'horizon', '오늘부터 60일 이내의 날짜만 예약할 수 있습니다.'],
  ])('%s is closed (%s)', (day, kind, reason) => {
    expect(dayClosure(facts(), day)).toEqual({ kind, reason })
  })

  it('today and the last day of the horizon are open', () => {
    expect(dayClosure(facts(), '2026-11-23')).toBeNull()
    expect(dayClosure(facts(), '2027-01-22')).toBeNull()
  })

  it('a refused booking gets a full sentence', () => {
    expect(closedDayRefusal({ kind: 'holiday', reason: '성탄절' })).toBe('휴무일(성탄절)에는 예약할 수 없습니다.')
    expect(closedDayRefusal({ kind: 'closure', reason: '정기 점검' })).toBe('장비 휴무·점검 기간(정기 점검)에는 예약할 수 없습니다.')
    expect(closedDayRefusal({ kind: 'weekday', reason: '운영하지 않는 요일입니다.' })).toBe('운영하지 않는 요일에는 예약할 수 없습니다.')
  })
})

describe('slot states', () => {
  it('today: begun slots are past, held ones are checked for their owner and disabled for others', () => {
    const slots = slotStates(
      facts(),
      '2026-11-23',
      new Map([
        ['11:00', 'mine'],
        ['12:00', 'other'],
      ]),
    )
    expect(slots.slice(0, 4)).toEqual([
      { start: '09:00', end: '10:00', state: 'disabled', reason: '지난 시간입니다.' },
      { start: '10:00', end: '11:00', state: 'disabled', reason: '지난 시간입니다.' },
      { start: '11:00', end: '12:00', state: 'checked', reason: null },
      { start: '12:00', end: '13:00', state: 'disabled', reason: '이미 예약된 시간입니다.' },
    ])
    expect(slots[4]).toEqual({ start: '13:00', end: '14:00', state: 'active', reason: null })
  })

  it('every slot of a closed day carries the day’s reason', () => {
    expect(new Set(slotStates(facts(), '2026-12-25', new Map()).map((slot) => `${slot.state}:${slot.reason}`))).toEqual(new Set(['disabled:성탄절']))
  })
})

describe('day states', () => {
  it('open while a slot is free, full when every remaining slot is held', () => {
    expect(dayState(facts(), '2026-11-24', new Set(['09:00']))).toEqual({ date: '2026-11-24', state: 'open', reason: null })
    const all = new Set(slotGrid(rules).map((slot) => slot.start))
    expect(dayState(facts(), '2026-11-24', all)).toEqual({ date: '2026-11-24', state: 'full', reason: '모든 시간이 예약되었습니다.' })
  })

  it('today counts only the slots still to come', () => {
    const remaining = new Set(['11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'])
    expect(dayState(facts(), '2026-11-23', remaining).state).toBe('full')
    const evening = facts({ now: new Date('2026-11-23T09:30:00Z') })
    expect(dayState(evening, '2026-11-23', new Set())).toEqual({ date: '2026-11-23', state: 'closed', reason: '오늘은 예약할 수 있는 시간이 지났습니다.' })
  })

  it('a closed day stays closed whatever is held', () => {
    expect(dayState(facts(), '2026-11-28', new Set()).state).toBe('closed')
  })
})
