import { describe, expect, it } from 'vitest'
import { remindersDue } from '../../cms/domains/equipment/services/reminders'

const policy = { reminderDayBefore: true, reminderHoursBefore: 2, waitlistOfferHours: 24 }

/** An instant given as Seoul wall time. */
const seoul = (dateTime: string) => new Date(`${dateTime}:00+09:00`)

const booking = (start: string, sent: { dayBeforeAt?: string; twoHoursBeforeAt?: string } = {}) => ({
  startAt: seoul(start).toISOString(),
  remindersSent: sent,
})

describe('which reminders a confirmed booking is due', () => {
  it('the day before from 09:00 Seoul, and not before nine nor two days ahead', () => {
    expect(remindersDue(booking('2026-12-10 14:00'), seoul('2026-12-09 08:59'), policy)).toEqual([])
    expect(remindersDue(booking('2026-12-10 14:00'), seoul('2026-12-09 09:00'), policy)).toEqual(['dayBefore'])
    expect(remindersDue(booking('2026-12-10 14:00'), seoul('2026-12-09 21:30'), policy)).toEqual(['dayBefore'])
    expect(remindersDue(booking('2026-12-11 14:00'), seoul('2026-12-09 10:00'), policy)).toEqual([])
  })

  it('on the Seoul calendar: 08:00 Seoul is still the previous day in UTC', () => {
    expect(remindersDue(booking('2026-12-10 08:00'), seoul('2026-12-09 09:00'), policy)).toEqual(['dayBefore'])
  })

  it('N hours before the start, with the policy’s N', () => {
    expect(remindersDue(booking('2026-12-10 14:00'), seoul('2026-12-10 11:59'), policy)).toEqual([])
    expect(remindersDue(booking('2026-12-10 14:00'), seoul('2026-12-10 12:00'), policy)).toEqual(['hoursBefore'])
    expect(remindersDue(booking('2026-12-10 14:00'), seoul('2026-12-10 10:30'), { ...policy, reminderHoursBefore: 4 })).toEqual(['hoursBefore'])
  })

  it('none once sent, once begun, or when the policy turns it off', () => {
    expect(remindersDue(booking('2026-12-10 14:00', { dayBeforeAt: '2026-12-09T00:00:00Z' }), seoul('2026-12-09 10:00'), policy)).toEqual([])
    expect(remindersDue(booking('2026-12-10 14:00', { twoHoursBeforeAt: '2026-12-10T03:00:00Z' }), seoul('2026-12-10 13:00'), policy)).toEqual([])
    expect(remindersDue(booking('2026-12-10 14:00'), seoul('2026-12-10 14:00'), policy)).toEqual([])
    expect(remindersDue(booking('2026-12-10 14:00'), seoul('2026-12-09 10:00'), { ...policy, reminderDayBefore: false })).toEqual([])
    expect(remindersDue(booking('2026-12-10 14:00'), seoul('2026-12-10 13:00'), { ...policy, reminderHoursBefore: 0 })).toEqual([])
  })

  it('both when a booking for early tomorrow is confirmed late tonight', () => {
    expect(remindersDue(booking('2026-12-10 00:30'), seoul('2026-12-09 23:00'), policy)).toEqual(['dayBefore', 'hoursBefore'])
  })
})
