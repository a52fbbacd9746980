import { beforeAll, describe, expect, it } from 'vitest'
import type { MyWaitRow, ReservationData } from '../../contract/equipment'
import { bearer, portalUrl, requestJson, v1 } from '../helpers/api'
import { backdate, waitForValue } from '../helpers/backdate'
import { book, bookingFor, cancel, createTestEquipment, memberToken, moveState, staffToken, workingDay } from '../helpers/equipment'
import { lastMailId, waitForMail } from '../helpers/mailbox'
import { adminLogin, createMember, type TestMember } from '../helpers/members'

type Refusal = { httpStatus: number; body: { status: { message: string } } }

let holder: TestMember
let first: TestMember
let second: TestMember
let tokens: Map<TestMember, string>
let staff: string

beforeAll(async () => {
  ;[holder, first, second] = await Promise.all([createMember('wlh'), createMember('wl1'), createMember('wl2')])
  tokens = new Map(await Promise.all([holder, first, second].map(async (member) => [member, await memberToken(member)] as const)))
  staff = await staffToken()
})

const tokenOf = (member: TestMember) => tokens.get(member)!

const wait = (member: TestMember, equipmentId: number, day: string, slots: string[]) =>
  v1<MyWaitRow>('/equipment/waitlist', { method: 'POST', headers: bearer(tokenOf(member)), body: JSON.stringify(bookingFor(member, equipmentId, day, slots)) })

const waitsOf = async (member: TestMember) => (await v1<MyWaitRow[]>('/mypage/equ/waits', { headers: bearer(tokenOf(member)) })).body.data!

const waitOf = async (member: TestMember, id: number) => (await waitsOf(member)).find((row) => row.id === id)!

const accept = (member: TestMember, id: number) => v1<ReservationData>(`/mypage/equ/waits/${id}/accept`, { method: 'POST', headers: bearer(tokenOf(member)) })

const withdraw = (member: TestMember, id: number) => v1<MyWaitRow>(`/mypage/equ/waits/${id}/withdraw`, { method: 'POST', headers: bearer(tokenOf(member)) })

const expectRefused = (response: Refusal, httpStatus: number, message: string) => {
  expect(response.body.status.message).toBe(message)
  expect(response.httpStatus).toBe(httpStatus)
}

/** A booking of 10:00 by `holder` on a day of its own, and the two waits for it (first, then second). */
const takenSlotWithTwoWaits = async () => {
  const equipmentId = await createTestEquipment()
  const day = workingDay(4)
  const booked = await book<ReservationData>(tokenOf(holder), bookingFor(holder, equipmentId, day, ['10:00']))
  expect(booked.httpStatus).toBe(200)
  const one = await wait(first, equipmentId, day, ['10:00'])
  const two = await wait(second, equipmentId, day, ['10:00'])
  expect([one.httpStatus, two.httpStatus]).toEqual([200, 200])
  return { equipmentId, day, reservation: booked.body.data!, firstWait: one.body.data!, secondWait: two.body.data! }
}

describe('waiting for a taken slot', () => {
  it('queues members in the order they asked, and refuses a free slot and a second wait for the same time', async () => {
    const { equipmentId, day, firstWait, secondWait } = await takenSlotWithTwoWaits()
    expect(firstWait).toMatchObject({ state: 'waiting', stateLabel: '대기 중', position: 1, timeRange: '10:00~11:00', canWithdraw: true, canAccept: false })
    expect(secondWait).toMatchObject({ state: 'waiting', position: 2 })
    expectRefused(await wait(first, equipmentId, day, ['11:00']), 409, '선택한 시간은 지금 예약할 수 있습니다. 대기 대신 바로 예약 신청해 주세요.')
    expectRefused(await wait(first, equipmentId, day, ['10:00']), 409, '이미 같은 시간에 대기 신청하셨습니다.')
    // Another member's wait is not theirs to see or touch.
    expect((await waitsOf(second)).some((row) => row.id === firstWait.id)).toBe(false)
    expectRefused(await withdraw(second, firstWait.id), 404, '대기 신청 정보를 찾을 수 없습니다.')
  })

  it('a cancellation offers the slot to the first in line by mail; accepting books it with the normal rules', async () => {
    const { equipmentId, day, reservation, firstWait, secondWait } = await takenSlotWithTwoWaits()
    const before = await lastMailId(portalUrl(), first.email)
    expect((await cancel(tokenOf(holder), reservation.id)).httpStatus).toBe(200)

    const offered = await waitOf(first, firstWait.id)
    expect(offered).toMatchObject({ state: 'offered', stateLabel: '예약 제안', canAccept: true })
    // The deadline is the policy's 24 hours, or the slot's start when that comes first.
    expect(Date.parse(offered.offerExpiresAt!)).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000)
    const mail = await waitForMail(portalUrl(), first.email, { afterId: before, subject: /기다리신 장비 예약 시간이 비었습니다/ })
    expect(mail.text).toContain('확정 기한:')
    expect(mail.text).toContain('/myPage/equ')
    expect((await waitOf(second, secondWait.id)).state).toBe('waiting')

    const accepted = await accept(first, firstWait.id)
    expect(accepted.httpStatus).toBe(200)
    expect(accepted.body.data).toMatchObject({ state: 'standby', equipment: { id: equipmentId }, useDate: day, timeRange: '10:00~11:00' })
    expect(await waitOf(first, firstWait.id)).toMatchObject({ state: 'accepted', canWithdraw: false, canAccept: false })
    expectRefused(await accept(first, firstWait.id), 409, '예약을 제안받은 대기만 확정할 수 있습니다.')
    // The slot is the new booking's now: the second in line waits on.
    expect(await waitOf(second, secondWait.id)).toMatchObject({ state: 'waiting', position: 1 })
  })

  it('an offer that lapses passes to the next in line (the waitlist job)', async () => {
    const { reservation, firstWait, secondWait } = await takenSlotWithTwoWaits()
    expect((await moveState(staff, reservation.id, 'reject', '장비 점검')).httpStatus).toBe(200)
    expect((await waitOf(first, firstWait.id)).state).toBe('offered')

    await backdate([{ table: 'equipment_waitlist', column: 'offer_expires_at', id: firstWait.id, at: new Date(Date.now() - 60_000).toISOString() }])
    await waitForValue(async () => ((await waitOf(second, secondWait.id)).state === 'offered' ? true : undefined), 'offer passed to the second wait')
    expect((await waitOf(first, firstWait.id)).state).toBe('lapsed')
    expectRefused(await accept(first, firstWait.id), 409, '예약을 제안받은 대기만 확정할 수 있습니다.')
    expect((await accept(second, secondWait.id)).httpStatus).toBe(200)
  })

  it('a member withdraws a wait; an offer given back goes to the next at once', async () => {
    const { reservation, firstWait, secondWait } = await takenSlotWithTwoWaits()
    expect((await cancel(tokenOf(holder), reservation.id)).httpStatus).toBe(200)
    const withdrawn = await withdraw(first, firstWait.id)
    expect(withdrawn.body.data).toMatchObject({ state: 'withdrawn', stateLabel: '대기 취소', canWithdraw: false })
    expect((await waitOf(second, secondWait.id)).state).toBe('offered')
    expectRefused(await withdraw(first, firstWait.id), 409, '대기 중이거나 제안받은 대기만 취소할 수 있습니다.')
  })

  it('accepting after someone else booked the freed slot puts the wait back in line', async () => {
    const { equipmentId, day, reservation, firstWait } = await takenSlotWithTwoWaits()
    expect((await cancel(tokenOf(holder), reservation.id)).httpStatus).toBe(200)
    expect((await book(tokenOf(holder), bookingFor(holder, equipmentId, day, ['10:00']))).httpStatus).toBe(200)
    expectRefused(
      await accept(first, firstWait.id),
      409,
      '그사이 다른 회원이 이 시간을 예약했습니다. 대기 순서는 그대로 유지되며 시간이 다시 비면 알려 드립니다.',
    )
    expect(await waitOf(first, firstWait.id)).toMatchObject({ state: 'waiting', position: 1 })
  })

  it("a withdrawal offers the leaving member's slot to the next in line, and deletes the leaving member's waits", async () => {
    const leaving = await createMember('wlwd')
    const leavingToken = await memberToken(leaving)
    tokens.set(leaving, leavingToken)
    const equipmentId = await createTestEquipment()
    const day = workingDay(5)
    expect((await book(leavingToken, bookingFor(leaving, equipmentId, day, ['10:00']))).httpStatus).toBe(200)
    expect((await book(tokenOf(holder), bookingFor(holder, equipmentId, day, ['11:00']))).httpStatus).toBe(200)
    const waitForLeaving = (await wait(first, equipmentId, day, ['10:00'])).body.data!
    const leavingWait = (await wait(leaving, equipmentId, day, ['11:00'])).body.data!
    expect(leavingWait.state).toBe('waiting')

    const withdrawn = await v1('/mypage/sign-out', {
      method: 'PATCH',
      headers: bearer(leavingToken),
      body: JSON.stringify({ password: leaving.password, reasonType: 'etc', reason: '' }),
    })
    expect(withdrawn.httpStatus).toBe(200)
    expect((await waitOf(first, waitForLeaving.id)).state).toBe('offered')
    // The wait held the booking form's name and contact: it is gone, not just closed.
    expect((await requestJson(`/api/equipment-waitlist/${leavingWait.id}`, { headers: bearer(await adminLogin()) })).httpStatus).toBe(404)
  })

  it('asks a guest to sign in', async () => {
    expect((await v1('/mypage/equ/waits')).httpStatus).toBe(401)
    expect((await v1('/equipment/waitlist', { method: 'POST', body: '{}' })).httpStatus).toBe(401)
  })
})
