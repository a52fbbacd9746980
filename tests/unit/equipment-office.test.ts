import { describe, expect, it } from 'vitest'
import { chargeOf } from '../../cms/domains/equipment/services/charge'
import { monthBounds, monthsEndingWith } from '../../cms/domains/equipment/services/office-data'
import { openMinutesOfDay, openMinutesOfMonth } from '../../cms/domains/equipment/services/open-hours'
import { monthEndDueDate, isOverdue } from '../../cms/domains/equipment/services/settlement'
import { monthFigures } from '../../cms/domains/equipment/services/utilisation'
import { type ZeusBooking, zeusRowOf } from '../../cms/domains/equipment/services/zeus-export'

const weekdaysNineToSix = { weekdays: [1, 2, 3, 4, 5], openTime: '09:00', closeTime: '18:00', slotMinutes: 60 }

describe('open hours', () => {
  const facts = {
    rules: weekdaysNineToSix,
    holidays: new Set(['2026-12-25']),
    closures: [{ startDate: '2026-12-14', endDate: '2026-12-15', reason: '정기 점검' }],
  }

  it('counts the slot grid of an opening weekday and nothing on a weekend, a holiday or a closure day', () => {
    expect(openMinutesOfDay(facts, '2026-12-09')).toBe(9 * 60)
    expect(openMinutesOfDay(facts, '2026-12-12')).toBe(0)
    expect(openMinutesOfDay(facts, '2026-12-25')).toBe(0)
    expect(openMinutesOfDay(facts, '2026-12-15')).toBe(0)
  })

  it('leaves out a last part-slot nobody could book', () => {
    expect(openMinutesOfDay({ ...facts, rules: { ...weekdaysNineToSix, closeTime: '17:30' } }, '2026-12-09')).toBe(8 * 60)
  })

  it('adds up a month: December 2026 has 23 weekdays, less Christmas and a two-day closure', () => {
    expect(openMinutesOfMonth(facts, '2026-12')).toBe(20 * 9 * 60)
  })
})

describe('months', () => {
  it('bounds a month, December into January', () => {
    expect(monthBounds('2026-12')).toEqual({ first: '2026-12-01', next: '2027-01-01', last: '2026-12-31' })
    expect(monthBounds('2028-02').last).toBe('2028-02-29')
  })

  it('lists twelve months ending with the chosen one across a year end', () => {
    expect(monthsEndingWith('2027-03', 12)).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ])
  })
})

describe('due date and overdue', () => {
  it('falls the payment days after the end of the month of use', () => {
    expect(monthEndDueDate('2026-11-03', 30)).toBe('2026-12-30')
    expect(monthEndDueDate('2026-12-31', 30)).toBe('2027-01-30')
    expect(monthEndDueDate('2027-02-10', 0)).toBe('2027-02-28')
  })

  it('is overdue only when unpaid after the due day itself', () => {
    expect(isOverdue(false, '2026-12-30', '2026-12-30')).toBe(false)
    expect(isOverdue(false, '2026-12-30', '2026-12-31')).toBe(true)
    expect(isOverdue(true, '2026-12-30', '2027-03-01')).toBe(false)
  })
})

describe('the charge of a booking', () => {
  it('is the usage-log charge once the use is recorded, else the stored quote', () => {
    expect(chargeOf({ pricing: { total: 20000 } })).toBe(20000)
    expect(chargeOf({ pricing: { total: 20000 }, charge: { total: 26000 } })).toBe(20000)
    expect(chargeOf({ pricing: { total: 20000 }, usageLog: { recordedAt: '2026-12-10T09:00:00.000Z' }, charge: { total: 26000 } })).toBe(26000)
    expect(chargeOf({})).toBeNull()
  })
})

describe('utilisation of a month', () => {
  it('counts held slots as booked, completed uses and their revenue, and no-shows', () => {
    const slot = (start: string, end: string) => ({ start, end })
    const figures = monthFigures(252 * 60, [
      { state: 'complete', slots: [slot('10:00', '11:00'), slot('11:00', '12:00')], pricing: { total: 20000 } },
      { state: 'no-show', slots: [slot('14:00', '14:30')], pricing: { total: 5000 } },
      { state: 'confirm', slots: [slot('09:00', '10:00')], pricing: { total: 10000 } },
    ])
    expect(figures).toEqual({ openHours: 252, bookedHours: 3.5, rate: 1.4, completed: 1, noShows: 1, revenue: 20000 })
    expect(monthFigures(0, []).rate).toBeNull()
  })
})

describe('a ZEUS row', () => {
  const booking: ZeusBooking = {
    reservationNo: 'EQ-20261209-0001',
    usageMode: 'analysis',
    startAt: '2026-12-09T01:00:00.000Z',
    endAt: '2026-12-09T03:00:00.000Z',
    slots: [
      { start: '10:00', end: '11:00' },
      { start: '11:00', end: '12:00' },
    ],
    applicantName: '김민준',
    organisation: '(주)한빛정밀 연구소',
    companyRecord: 7,
    pricing: { total: 90000, userType: 'sme' },
  }

  it('takes the booked slots when no usage log is recorded', () => {
    expect(zeusRowOf(booking, 'NFEC-2019-04-251487', 'FE-SEM')).toMatchObject({
      startAt: '2026-12-09T10:00:00+09:00',
      endAt: '2026-12-09T12:00:00+09:00',
      useHours: 2,
      samples: null,
      staffHours: null,
      fee: 90000,
      feeType: '시험분석료',
      useType: '의뢰분석',
      institutionType: '중소기업',
      userName: '김민준',
      source: 'booking',
    })
  })

  it('takes the actual times, samples, staff hours and recomputed charge of a recorded usage log', () => {
    const logged: ZeusBooking = {
      ...booking,
      usageMode: 'self',
      pricing: { total: 90000 },
      usageLog: {
        recordedAt: '2026-12-09T06:00:00.000Z',
        actualStartAt: '2026-12-09T01:10:00.000Z',
        actualEndAt: '2026-12-09T03:40:00.000Z',
        samples: 4,
        staffHours: 1.5,
      },
      charge: { total: 112500 },
    }
    expect(zeusRowOf(logged, 'NFEC-2019-04-251487', 'FE-SEM')).toMatchObject({
      startAt: '2026-12-09T10:10:00+09:00',
      endAt: '2026-12-09T12:40:00+09:00',
      useHours: 2.5,
      samples: 4,
      staffHours: 1.5,
      fee: 112500,
      feeType: '장비사용료',
      useType: '단독사용',
      institutionType: '기업',
      source: 'usage-log',
    })
  })
})
