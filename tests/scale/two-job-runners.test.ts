import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { ReservationData } from '../../contract/equipment'
import type { ApiEnvelope } from '../../contract/envelope'
import { bearer, requestJsonAt } from '../helpers/api'
import { bookingFor, createTestEquipment, memberToken, moveState, nextHalfHourSlots, staffToken } from '../helpers/equipment'
import { mailsTo, waitForMail } from '../helpers/mailbox'
import { adminLogin, createMember } from '../helpers/members'
import { startPortal, type RunningPortal } from '../helpers/portal-process'

/**
 * Issues 31 and 32: two processes that both run the jobs (a second jobs process beside the first, as a
 * deployment might start by mistake or during a rolling restart) send a booking's reminder once, and
 * each of its notifications once per channel.
 */
let secondRunner: RunningPortal

beforeAll(async () => {
  secondRunner = await startPortal('scale-jobs', { ...inject('sharedPortalEnv'), JOBS_WORKER: 'true' })
}, 180_000)

afterAll(async () => {
  await secondRunner?.stop()
})

type Delivery = { channel: string; state: string }

describe('two processes running the jobs on one PostgreSQL database', () => {
  it("send a booking's two-hour reminder once, and one delivery per channel", { timeout: 120_000 }, async () => {
    const first = inject('portalUrl')
    const runners = [first, secondRunner.url]
    const member = await createMember('runners')
    const token = await memberToken(member)
    const staff = await staffToken()
    const equipmentId = await createTestEquipment({ openingRules: { openTime: '00:00', closeTime: '23:30', slotMinutes: '30', horizonDays: 60 } })
    const confirmed = async (slot: { day: string; start: string }) => {
      const booked = await requestJsonAt<ApiEnvelope<ReservationData>>(first, '/api/v1/equipment/reservations', {
        method: 'POST',
        headers: bearer(token),
        body: JSON.stringify(bookingFor(member, equipmentId, slot.day, [slot.start])),
      })
      expect(booked.httpStatus).toBe(200)
      expect((await moveState(staff, booked.body.data!.id, 'confirm')).httpStatus).toBe(200)
      return booked.body.data!
    }
    // Either runner may send it: the mail is in the capture of the process that did.
    const remindersOf = async (reservationNo: string) =>
      (await Promise.all(runners.map((runner) => mailsTo(runner, member.email))))
        .flat()
        .filter((mail) => /시간 뒤 장비 예약이 시작됩니다/.test(mail.subject) && mail.text.includes(reservationNo))
    const reminded = async (reservationNo: string) =>
      Promise.any(
        runners.map((runner) =>
          waitForMail(runner, member.email, { subject: /시간 뒤 장비 예약이 시작됩니다/, text: new RegExp(reservationNo), timeoutMs: 60_000 }),
        ),
      )

    const [soon, later] = nextHalfHourSlots()
    const firstBooking = await confirmed(soon!)
    await reminded(firstBooking.reservationNo)
    // The second booking's reminder proves both runners went through the job again after the first's.
    const secondBooking = await confirmed(later!)
    await reminded(secondBooking.reservationNo)

    expect(await remindersOf(firstBooking.reservationNo)).toHaveLength(1)
    const key = encodeURIComponent(`booking:${firstBooking.id}:hoursBefore`)
    const { body } = await requestJsonAt<{ docs: Delivery[] }>(first, `/api/notification-deliveries?where[key][equals]=${key}&depth=0&limit=20`, {
      headers: bearer(await adminLogin()),
    })
    const channels = body.docs.map((delivery) => delivery.channel).sort()
    expect(channels).toEqual([...new Set(channels)])
    expect(channels).toContain('email')
  })
})
