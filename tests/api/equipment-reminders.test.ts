import { beforeAll, describe, expect, it } from 'vitest'
import type { ReservationData } from '../../contract/equipment'
import { portalUrl } from '../helpers/api'
import { book, bookingFor, createTestEquipment, memberToken, moveState, nextHalfHourSlots, staffToken } from '../helpers/equipment'
import { mailsTo, waitForMail } from '../helpers/mailbox'
import { createMember, type TestMember } from '../helpers/members'
import { readAsAdmin } from '../helpers/family'

let member: TestMember
let token: string
let staff: string

beforeAll(async () => {
  member = await createMember('remind')
  token = await memberToken(member)
  staff = await staffToken()
})

const confirmedBooking = async (equipmentId: number, day: string, start: string) => {
  const booked = await book<ReservationData>(token, bookingFor(member, equipmentId, day, [start]))
  expect(booked.httpStatus).toBe(200)
  expect((await moveState(staff, booked.body.data!.id, 'confirm')).httpStatus).toBe(200)
  return booked.body.data!
}

const hoursBeforeMails = async (reservationNo: string) =>
  (await mailsTo(portalUrl(), member.email)).filter((mail) => /시간 뒤 장비 예약이 시작됩니다/.test(mail.subject) && mail.text.includes(reservationNo))

describe('booking reminders', () => {
  it('a confirmed booking starting within two hours gets one reminder, however often the job runs', { timeout: 60_000 }, async () => {
    // Open around the clock so a slot within two hours exists whenever the test runs.
    const equipmentId = await createTestEquipment({ openingRules: { openTime: '00:00', closeTime: '23:30', slotMinutes: '30', horizonDays: 60 } })
    const [soon, later] = nextHalfHourSlots()
    const first = await confirmedBooking(equipmentId, soon!.day, soon!.start)
    const mail = await waitForMail(portalUrl(), member.email, {
      subject: /2시간 뒤 장비 예약이 시작됩니다/,
      text: new RegExp(first.reservationNo),
      timeoutMs: 30_000,
    })
    expect(mail.text).toContain(`예약번호: ${first.reservationNo}`)
    const stored = await readAsAdmin<{ remindersSent: { twoHoursBeforeAt: string | null; dayBeforeAt: string | null } }>('equipment-reservations', first.id)
    expect(stored.remindersSent.twoHoursBeforeAt).toBeTruthy()

    // A second booking's reminder proves the job ran again after the first's; the first still has one.
    const second = await confirmedBooking(equipmentId, later!.day, later!.start)
    await waitForMail(portalUrl(), member.email, { subject: /2시간 뒤 장비 예약이 시작됩니다/, text: new RegExp(second.reservationNo), timeoutMs: 30_000 })
    expect(await hoursBeforeMails(first.reservationNo)).toHaveLength(1)
  })

  it('a booking not yet confirmed gets none', { timeout: 60_000 }, async () => {
    const equipmentId = await createTestEquipment({ openingRules: { openTime: '00:00', closeTime: '23:30', slotMinutes: '30', horizonDays: 60 } })
    const [soon, later] = nextHalfHourSlots()
    const standby = await book<ReservationData>(token, bookingFor(member, equipmentId, soon!.day, [soon!.start]))
    expect(standby.httpStatus).toBe(200)
    const confirmed = await confirmedBooking(equipmentId, later!.day, later!.start)
    await waitForMail(portalUrl(), member.email, { subject: /2시간 뒤 장비 예약이 시작됩니다/, text: new RegExp(confirmed.reservationNo), timeoutMs: 30_000 })
    expect(await hoursBeforeMails(standby.body.data!.reservationNo)).toHaveLength(0)
  })
})
