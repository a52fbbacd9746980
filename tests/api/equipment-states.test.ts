import { beforeAll, describe, expect, it } from 'vitest'
import type { ReservationData, SlotsData } from '../../contract/equipment'
import { seedUsernames } from '../../seed/data/accounts'
import { bearer, portalUrl, requestJson, v1 } from '../helpers/api'
import { book, bookingFor, cancel, createTestEquipment, memberToken, moveState, seedMemberToken, staffToken, workingDay } from '../helpers/equipment'
import { lastMailId, waitForMail } from '../helpers/mailbox'
import { createMember, type TestMember } from '../helpers/members'

let member: TestMember
let token: string
let staff: string

beforeAll(async () => {
  member = await createMember('eqst')
  token = await memberToken(member)
  staff = await staffToken()
})

const newBooking = async (overrides: Parameters<typeof createTestEquipment>[0] = {}, offset = 5) => {
  const equipmentId = await createTestEquipment(overrides)
  const day = workingDay(offset)
  const { httpStatus, body } = await book<ReservationData>(token, bookingFor(member, equipmentId, day, ['10:00', '11:00']))
  expect(httpStatus).toBe(200)
  return { equipmentId, day, reservation: body.data! }
}

const slotState = async (equipmentId: number, day: string, start: string) =>
  (await v1<SlotsData>(`/equipment/${equipmentId}/slots?date=${day}`)).body.data!.slots.find((slot) => slot.start === start)!.state

const expectRefused = (response: { httpStatus: number; body: { status: { message: string } } }, httpStatus: number, message: string) => {
  expect(response.body.status.message).toBe(message)
  expect(response.httpStatus).toBe(httpStatus)
}

describe('the member cancels', () => {
  it('a standby booking directly; its slots are free again and a mail says so', async () => {
    const { equipmentId, day, reservation } = await newBooking()
    const before = await lastMailId(portalUrl(), member.email)
    const { httpStatus, body } = await cancel<ReservationData>(token, reservation.id, '일정 변경')
    expect(httpStatus).toBe(200)
    expect(body.data).toMatchObject({ state: 'cancel', stateLabel: '취소', cancelAction: null })
    expect(body.data!.history.map((entry) => [entry.stateLabel, entry.reason])).toEqual([
      ['신청', null],
      ['취소', '일정 변경'],
    ])
    expect(await slotState(equipmentId, day, '10:00')).toBe('active')
    const mail = await waitForMail(portalUrl(), member.email, { afterId: before, subject: /취소되었습니다/ })
    expect(mail.subject).toBe('[새솔대학교 산학협력단] 장비 예약이 취소되었습니다')
    expect(mail.text).toContain('사유: 일정 변경')
  })

  it('a confirmed booking by asking; staff settle the request either way', async () => {
    const { equipmentId, day, reservation } = await newBooking()
    const before = await lastMailId(portalUrl(), member.email)
    const confirmed = await moveState<ReservationData>(staff, reservation.id, 'confirm')
    expect(confirmed.body.data).toMatchObject({ state: 'confirm', cancelAction: 'cancel-ask', icsPath: `/api/v1/equipment/reservations/${reservation.id}/ics` })
    const mail = await waitForMail(portalUrl(), member.email, { afterId: before, subject: /승인되었습니다/ })
    expect(mail.subject).toBe('[새솔대학교 산학협력단] 장비 예약이 승인되었습니다')

    const asked = await cancel<ReservationData>(token, reservation.id)
    expect(asked.body.data).toMatchObject({ state: 'cancel-ask', stateLabel: '취소요청', cancelAction: null })
    expect(await slotState(equipmentId, day, '10:00')).toBe('disabled')

    const kept = await moveState<ReservationData>(staff, reservation.id, 'confirm', '장비 교정 일정으로 취소 불가')
    expect(kept.body.data!.state).toBe('confirm')
    await cancel(token, reservation.id)
    const cancelled = await moveState<ReservationData>(staff, reservation.id, 'cancel')
    expect(cancelled.body.data!.state).toBe('cancel')
    expect(cancelled.body.data!.history.map((entry) => entry.state)).toEqual(['standby', 'confirm', 'cancel-ask', 'confirm', 'cancel-ask', 'cancel'])
    expect(await slotState(equipmentId, day, '10:00')).toBe('active')
  })

  it('not a confirmed booking inside the notice period', async () => {
    const { reservation } = await newBooking({ openingRules: { cancelNoticeHours: 720 } }, 3)
    await moveState(staff, reservation.id, 'confirm')
    const detail = await v1<ReservationData>(`/equipment/reservations/${reservation.id}`, { headers: bearer(token) })
    expect(detail.body.data!.cancelAction).toBeNull()
    expectRefused(
      await cancel(token, reservation.id),
      409,
      '승인된 예약은 이용 시작 720시간 전까지만 취소를 요청할 수 있습니다. 장비 담당자에게 문의해 주세요.',
    )
  })

  it('never another member’s booking', async () => {
    const { reservation } = await newBooking()
    const other = await seedMemberToken(seedUsernames.member2)
    expectRefused(await cancel(other, reservation.id), 404, '예약 정보를 찾을 수 없습니다.')
  })

  it('not a booking staff rejected', async () => {
    const { reservation } = await newBooking()
    await moveState(staff, reservation.id, 'reject', '시료 정보 부족')
    expectRefused(await cancel(token, reservation.id), 409, '현재 상태(반려)에서는 취소할 수 없습니다.')
  })
})

describe('staff moves', () => {
  it('approve and complete; each step lands in the timeline with who did it', async () => {
    const { reservation } = await newBooking()
    await moveState(staff, reservation.id, 'confirm')
    const completed = await moveState<ReservationData>(staff, reservation.id, 'complete', '정상 사용')
    expect(completed.body.data).toMatchObject({ state: 'complete', stateLabel: '사용완료', cancelAction: null, icsPath: null })
    expect(completed.body.data!.history.at(-1)).toMatchObject({ state: 'complete', reason: '정상 사용' })
  })

  it.each([
    ['confirm', 'reject', '현재 상태(승인)에서는 반려할 수 없습니다.'],
    ['confirm', 'standby', '현재 상태(승인)에서는 신청할 수 없습니다.'],
    ['reject', 'confirm', '현재 상태(반려)에서는 승인할 수 없습니다.'],
    ['standby', 'complete', '현재 상태(신청)에서는 사용완료로 처리할 수 없습니다.'],
  ])('refuse %s → %s', async (from, to, message) => {
    const { reservation } = await newBooking()
    if (from !== 'standby') expect((await moveState(staff, reservation.id, from, '시험용 사유')).httpStatus).toBe(200)
    expectRefused(await moveState(staff, reservation.id, to), 409, message)
  })

  it('refuse a 반려 without a reason, so the member learns why', async () => {
    const { reservation } = await newBooking()
    expectRefused(await moveState(staff, reservation.id, 'reject', '  '), 400, '반려 사유를 입력해 주세요.')
  })

  it('are for staff only', async () => {
    const { reservation } = await newBooking()
    expectRefused(await moveState(token, reservation.id, 'confirm'), 403, '직원만 예약 상태를 변경할 수 있습니다.')
    expectRefused(await moveState(token, 999999, 'confirm'), 403, '직원만 예약 상태를 변경할 수 있습니다.')
    const unknown = await moveState(staff, reservation.id, 'approve')
    expectRefused(unknown, 400, '변경할 상태가 올바르지 않습니다.')
  })

  it('cannot bypass the rules through the raw REST API', async () => {
    const { reservation } = await newBooking()
    const raw = await requestJson<{ doc: { state: string } }>(`/api/equipment-reservations/${reservation.id}`, {
      method: 'PATCH',
      headers: bearer(staff),
      body: JSON.stringify({ state: 'complete', useDate: '2030-01-02', slots: [{ start: '09:00', end: '10:00' }], staffMemo: '시료 3개 지참 예정' }),
    })
    expect(raw.httpStatus).toBe(200)
    const detail = await v1<ReservationData>(`/equipment/reservations/${reservation.id}`, { headers: bearer(token) })
    expect(detail.body.data).toMatchObject({ state: 'standby', useDate: reservation.useDate, slots: reservation.slots })
    expect(JSON.stringify(detail.body.data)).not.toContain('시료 3개 지참 예정')
  })
})

describe('calendar file', () => {
  it('is served for a confirmed booking only', async () => {
    const { reservation } = await newBooking()
    expectRefused(await v1(`/equipment/reservations/${reservation.id}/ics`, { headers: bearer(token) }), 409, '승인된 예약만 캘린더 파일로 받을 수 있습니다.')
    await moveState(staff, reservation.id, 'confirm')
    const response = await fetch(`${portalUrl()}/api/v1/equipment/reservations/${reservation.id}/ics`, { headers: bearer(token) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${reservation.reservationNo}.ics"`)
    const text = await response.text()
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '')
    expect(text).toContain(`DTSTART:${utc(reservation.startAt)}`)
    expect(text).toContain(`DTEND:${utc(reservation.endAt)}`)
    expect(text).toContain('BEGIN:VEVENT')
    // The description names the day as every mail does (2030.01.02), read across the file's folded lines.
    expect(text.replace(/\r?\n[ \t]/g, '')).toContain(`이용 시간 ${reservation.useDate.replaceAll('-', '.')} `)
    const other = await seedMemberToken(seedUsernames.member2)
    expect((await fetch(`${portalUrl()}/api/v1/equipment/reservations/${reservation.id}/ics`, { headers: bearer(other) })).status).toBe(404)
  })
})

describe('a withdrawal', () => {
  it("cancels the member's bookings that still hold slots and frees them", async () => {
    const leaving = await createMember('eqwd')
    const leavingToken = await memberToken(leaving)
    const equipmentId = await createTestEquipment()
    const day = workingDay(6)
    const waiting = await book<ReservationData>(leavingToken, bookingFor(leaving, equipmentId, day, ['10:00']))
    const approved = await book<ReservationData>(leavingToken, bookingFor(leaving, equipmentId, day, ['11:00']))
    expect((await moveState(staff, approved.body.data!.id, 'confirm')).httpStatus).toBe(200)

    const withdrawn = await v1('/mypage/sign-out', {
      method: 'PATCH',
      headers: bearer(leavingToken),
      body: JSON.stringify({ password: leaving.password, reasonType: 'etc', reason: '' }),
    })
    expect(withdrawn.httpStatus).toBe(200)

    for (const booking of [waiting, approved]) {
      const seen = await v1<ReservationData>(`/equipment/reservations/${booking.body.data!.id}`, { headers: bearer(staff) })
      expect(seen.body.data).toMatchObject({ state: 'cancel' })
      expect(seen.body.data!.history.at(-1)).toMatchObject({ state: 'cancel', reason: '회원 탈퇴로 자동 취소되었습니다.' })
    }
    expect(await slotState(equipmentId, day, '10:00')).toBe('active')
    expect(await slotState(equipmentId, day, '11:00')).toBe('active')
  })
})
