import { beforeAll, describe, expect, it } from 'vitest'
import type { MyEquipmentReservationRow, ReservationData, SlotsData } from '../../contract/equipment'
import type { ListData } from '../../contract/envelope'
import { addDays, daysBetween } from '../../cms/platform/time/kst'
import { holidaySeeds } from '../../seed/data/equipment'
import { seedUsernames } from '../../seed/data/accounts'
import { bearer, portalUrl, requestJson, v1 } from '../helpers/api'
import { book, bookingFor, createTestEquipment, memberToken, seedMemberToken, staffToken, today, workingDay } from '../helpers/equipment'
import { lastMailId, waitForMail } from '../helpers/mailbox'
import { createMember, type TestMember } from '../helpers/members'

let member: TestMember
let token: string

beforeAll(async () => {
  member = await createMember('eqbk')
  token = await memberToken(member)
})

const refusal = async (request: Parameters<typeof book>[1], httpStatus: number, message: string, withToken = token) => {
  const response = await book(withToken, request)
  expect(response.body.status.message).toBe(message)
  expect(response.httpStatus).toBe(httpStatus)
  expect(response.body.data).toBeNull()
}

describe('a booking', () => {
  it('is made in the standby state, numbered, mailed and listed in the my page', async () => {
    const id = await createTestEquipment()
    const day = workingDay(6)
    const before = await lastMailId(portalUrl(), member.email)
    const { httpStatus, body } = await book<ReservationData>(token, bookingFor(member, id, day, ['14:00', '11:00', '10:00']))
    expect(httpStatus).toBe(200)
    const reservation = body.data!
    expect(reservation.reservationNo).toMatch(/^EQ-\d{8}-\d{4,}$/)
    expect(reservation).toMatchObject({
      useDate: day,
      timeRange: '10:00~12:00, 14:00~15:00',
      state: 'standby',
      stateLabel: '신청',
      usageModeLabel: '직접사용',
      cancelAction: 'cancel',
      icsPath: null,
    })
    expect(reservation.slots).toEqual([
      { start: '10:00', end: '11:00' },
      { start: '11:00', end: '12:00' },
      { start: '14:00', end: '15:00' },
    ])
    expect(new Date(reservation.startAt).toISOString()).toBe(new Date(`${day}T10:00:00+09:00`).toISOString())
    expect(reservation.history.map((entry) => entry.stateLabel)).toEqual(['신청'])

    const mail = await waitForMail(portalUrl(), member.email, { afterId: before, subject: /장비 예약 신청이 접수되었습니다/ })
    expect(mail.subject).toBe('[새솔대학교 산학협력단] 장비 예약 신청이 접수되었습니다')
    expect(mail.text).toContain(reservation.reservationNo)
    expect(mail.text).toContain(`이용일시: ${day.replaceAll('-', '.')} `)
    expect(mail.text).not.toContain(day)

    const list = await v1<ListData<MyEquipmentReservationRow>>('/mypage/equ/list?pageNum=1&pageSize=10', { headers: bearer(token) })
    expect(list.body.data!.list[0]).toMatchObject({ id: reservation.id, useDate: day, state: 'standby', stateLabel: '신청', cancelAction: 'cancel' })

    const detail = await v1<ReservationData>(`/equipment/reservations/${reservation.id}`, { headers: bearer(token) })
    expect(detail.body.data!.reservationNo).toBe(reservation.reservationNo)
  })

  it("is mailed to the member's account address, not to the contact typed into the form", async () => {
    const id = await createTestEquipment()
    const contact = `contact-${Date.now()}@example.com`
    const before = await lastMailId(portalUrl(), member.email)
    const { httpStatus, body } = await book<ReservationData>(token, { ...bookingFor(member, id, workingDay(7), ['10:00']), email: contact })
    expect(httpStatus).toBe(200)
    const mail = await waitForMail(portalUrl(), member.email, { afterId: before, subject: /접수/ })
    expect(mail.text).toContain(body.data!.reservationNo)
    expect(await lastMailId(portalUrl(), contact)).toBe(0)
  })

  it('needs a signed-in member', async () => {
    const id = await createTestEquipment()
    const response = await v1('/equipment/reservations', { method: 'POST', body: JSON.stringify(bookingFor(member, id, workingDay(3), ['10:00'])) })
    expect(response.httpStatus).toBe(401)
    expect(response.body.status.message).toBe('로그인이 필요합니다.')
  })

  it('is hidden from other members', async () => {
    const id = await createTestEquipment()
    const { body } = await book<ReservationData>(token, bookingFor(member, id, workingDay(4), ['09:00']))
    const other = await seedMemberToken(seedUsernames.member2)
    const response = await v1(`/equipment/reservations/${body.data!.id}`, { headers: bearer(other) })
    expect(response.httpStatus).toBe(404)
    expect(response.body.status.message).toBe('예약 정보를 찾을 수 없습니다.')
    const list = await v1<ListData<MyEquipmentReservationRow>>('/mypage/equ/list', { headers: bearer(other) })
    expect(list.body.data!.list.some((row) => row.id === body.data!.id)).toBe(false)
  })
})

describe('refused bookings', () => {
  it('a slot someone holds, even when only one of the slots overlaps; nothing of the loser remains', async () => {
    const id = await createTestEquipment()
    const day = workingDay(7)
    expect((await book(token, bookingFor(member, id, day, ['10:00', '11:00']))).httpStatus).toBe(200)
    const rival = await createMember('eqbk')
    await refusal(bookingFor(rival, id, day, ['11:00', '12:00']), 409, '이미 예약된 시간입니다.', await memberToken(rival))
    const slots = await v1<SlotsData>(`/equipment/${id}/slots?date=${day}`)
    expect(slots.body.data!.slots.find((slot) => slot.start === '12:00')).toMatchObject({ state: 'active' })
  })

  it('past days and, on an opening day, slots that have begun', async () => {
    const id = await createTestEquipment({ openingRules: { openTime: '00:00', closeTime: '23:30', slotMinutes: '30' } })
    await refusal(bookingFor(member, id, addDays(today(), -1), ['10:00']), 400, '지난 날짜는 예약할 수 없습니다.')
    const todayIsHoliday = holidaySeeds.some((holiday) => holiday.date === today())
    if (!todayIsHoliday) await refusal(bookingFor(member, id, today(), ['00:00']), 400, '이미 지난 시간은 예약할 수 없습니다.')
  })

  it('days beyond the horizon; the last day inside it books', async () => {
    const lastDay = workingDay(20)
    const id = await createTestEquipment({ openingRules: { horizonDays: daysBetween(today(), lastDay) } })
    await refusal(bookingFor(member, id, addDays(lastDay, 1), ['10:00']), 400, `오늘부터 ${daysBetween(today(), lastDay)}일 이내의 날짜만 예약할 수 있습니다.`)
    expect((await book(token, bookingFor(member, id, lastDay, ['10:00']))).httpStatus).toBe(200)
    const defaults = await createTestEquipment()
    await refusal(bookingFor(member, defaults, addDays(today(), 61), ['10:00']), 400, '오늘부터 60일 이내의 날짜만 예약할 수 있습니다.')
  })

  it('weekdays off and closures', async () => {
    const closed = workingDay(8, 3)
    const id = await createTestEquipment({
      openingRules: { weekdays: ['1', '2', '3', '4', '5'] },
      closures: [{ startDate: `${closed}T03:00:00.000Z`, endDate: `${closed}T03:00:00.000Z`, reason: '장비 수리' }],
    })
    await refusal(bookingFor(member, id, workingDay(1, 0), ['10:00']), 400, '운영하지 않는 요일에는 예약할 수 없습니다.')
    await refusal(bookingFor(member, id, closed, ['10:00']), 400, '장비 휴무·점검 기간(장비 수리)에는 예약할 수 없습니다.')
  })

  it('more slots than the limit, slots off the grid and the same slot twice', async () => {
    const id = await createTestEquipment({ openingRules: { maxSlotsPerBooking: 2 } })
    const day = workingDay(9)
    await refusal(bookingFor(member, id, day, ['10:00', '11:00', '12:00']), 400, '한 번에 최대 2개 시간까지 예약할 수 있습니다.')
    await refusal(bookingFor(member, id, day, ['10:15']), 400, '10:15은(는) 예약할 수 있는 시간이 아닙니다.')
    await refusal(bookingFor(member, id, day, ['18:00']), 400, '18:00은(는) 예약할 수 있는 시간이 아닙니다.')
    await refusal(bookingFor(member, id, day, ['10:00', '10:00']), 400, '같은 시간을 두 번 선택할 수 없습니다.')
    await refusal(bookingFor(member, id, day, []), 400, '예약할 시간을 선택해 주세요.')
  })

  it('equipment not taking bookings, and a usage mode it does not offer', async () => {
    const closed = await createTestEquipment({ bookable: false })
    await refusal(bookingFor(member, closed, workingDay(3), ['10:00']), 400, '현재 예약을 받지 않는 장비입니다.')
    const selfOnly = await createTestEquipment()
    await refusal(bookingFor(member, selfOnly, workingDay(3), ['10:00'], { usageMode: 'analysis' }), 400, '이 장비에서 제공하지 않는 이용 방식입니다.')
  })

  it('bad applicant details, each with its own message', async () => {
    const id = await createTestEquipment()
    const day = workingDay(3)
    await refusal(bookingFor(member, id, day, ['10:00'], { purpose: '  ' }), 400, '이용 목적을 입력해 주세요.')
    await refusal(bookingFor(member, id, day, ['10:00'], { applicantName: '' }), 400, '신청자 이름을 입력해 주세요.')
    await refusal(bookingFor(member, id, day, ['10:00'], { organisation: '' }), 400, '소속 기관을 입력해 주세요.')
    await refusal(bookingFor(member, id, day, ['10:00'], { phone: '12345' }), 400, '휴대폰 번호가 유효하지 않습니다.')
    await refusal(bookingFor(member, id, day, ['10:00'], { email: 'nobody' }), 400, '이메일 형식으로 입력해 주세요.')
    await refusal(bookingFor(member, id, '2026/12/01', ['10:00']), 400, '날짜는 2026-12-01 형식으로 입력해 주세요.')
    await refusal(bookingFor(member, 999999, day, ['10:00']), 404, '장비 정보를 찾을 수 없습니다.')
  })

  it('safety training not confirmed; after staff confirm it, the booking goes through', async () => {
    const id = await createTestEquipment({ safetyTrainingRequired: true })
    const day = workingDay(4)
    await refusal(bookingFor(member, id, day, ['10:00']), 403, '이 장비는 안전교육 이수가 확인된 회원만 예약할 수 있습니다. 장비 담당자에게 문의해 주세요.')
    const staff = await staffToken()
    const confirmed = await requestJson('/api/safety-trainings', {
      method: 'POST',
      headers: bearer(staff),
      body: JSON.stringify({ member: member.id, equipment: id }),
    })
    expect(confirmed.httpStatus).toBe(201)
    expect((await book(token, bookingFor(member, id, day, ['10:00']))).httpStatus).toBe(200)
  })
})
