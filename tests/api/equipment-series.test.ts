import { describe, expect, it } from 'vitest'
import type {
  BookingSuspension,
  MyEquipmentReservationRow,
  ReservationData,
  SeriesCancelData,
  SeriesCheckData,
  SeriesData,
  SeriesRequest,
} from '../../contract/equipment'
import type { ListData } from '../../contract/envelope'
import { addDays, weekdayOf } from '../../cms/platform/time/kst'
import { holidaySeeds } from '../../seed/data/equipment'
import { bearer, requestJson, v1 } from '../helpers/api'
import { backdate, daysAgo } from '../helpers/backdate'
import { book, bookingFor, cancel, createTestEquipment, memberToken, moveState, staffToken, today, type EquipmentOverrides } from '../helpers/equipment'
import { adminLogin, createMember, type TestMember } from '../helpers/members'

const holidays = new Set(holidaySeeds.map((holiday) => holiday.date))

/** A first day `offset`+ days ahead from which the same weekday for `weeks` weeks hits no public holiday. */
const clearWeeklyStart = (offset: number, weeks: number) => {
  for (let day = addDays(today(), offset); ; day = addDays(day, 1)) {
    if (Array.from({ length: weeks }, (_, week) => addDays(day, week * 7)).every((date) => !holidays.has(date))) return day
  }
}

const weekly = (member: TestMember, first: string, weeks: number, slots = ['10:00'], extra: Partial<SeriesRequest> = {}): SeriesRequest => {
  const { equipmentId: _unused, ...booking } = bookingFor(member, 0, first, slots)
  return { ...booking, rule: { repeat: 'weekly', weekdays: [weekdayOf(first)], weeks }, ...extra }
}

const postSeries = <T>(token: string, equipmentId: number, request: SeriesRequest, check = false) =>
  v1<T>(`/equipment/${equipmentId}/series${check ? '/check' : ''}`, { method: 'POST', headers: bearer(token), body: JSON.stringify(request) })

const bookingsOf = async (equipmentId: number) => {
  const { body } = await requestJson<{ docs: { id: number; useDate: string; state: string; member: number; series: number | null }[] }>(
    `/api/equipment-reservations?where[equipment][equals]=${equipmentId}&limit=200&depth=0`,
    { headers: bearer(await adminLogin()) },
  )
  return body.docs
}

const setup = async (overrides: EquipmentOverrides = {}) => {
  const equipmentId = await createTestEquipment(overrides)
  const member = await createMember('eqser')
  return { equipmentId, member, token: await memberToken(member) }
}

describe('recurring bookings', () => {
  it('are all or nothing: one taken date refuses the whole series and names it; the check lists each date', async () => {
    const { equipmentId, member, token } = await setup()
    const first = clearWeeklyStart(3, 3)
    const other = await createMember('eqser')
    expect((await book(await memberToken(other), bookingFor(other, equipmentId, addDays(first, 7), ['10:00']))).httpStatus).toBe(200)

    const check = await postSeries<SeriesCheckData>(token, equipmentId, weekly(member, first, 3), true)
    expect(check.httpStatus).toBe(200)
    expect(check.body.data!.occurrences).toEqual([
      { date: first, ok: true, reason: null },
      { date: addDays(first, 7), ok: false, reason: '이미 예약된 시간입니다.' },
      { date: addDays(first, 14), ok: true, reason: null },
    ])

    const refused = await postSeries<SeriesData>(token, equipmentId, weekly(member, first, 3))
    expect(refused.httpStatus).toBe(409)
    expect(refused.body.status.message).toContain('반복 예약을 신청하지 않았습니다')
    expect(refused.body.status.message).toContain(`${addDays(first, 7).replaceAll('-', '.')}(이미 예약된 시간입니다.)`)
    expect((await bookingsOf(equipmentId)).filter((row) => row.member === member.id)).toEqual([])
  })

  it('with "가능한 날짜만 신청" books the free dates, lists the skipped one and groups them on my-page', async () => {
    const { equipmentId, member, token } = await setup({ closures: [] })
    const first = clearWeeklyStart(3, 3)
    const other = await createMember('eqser')
    await book(await memberToken(other), bookingFor(other, equipmentId, addDays(first, 14), ['10:00', '11:00']))

    const { httpStatus, body } = await postSeries<SeriesData>(token, equipmentId, weekly(member, first, 3, ['10:00'], { partial: true }))
    expect(httpStatus).toBe(200)
    const series = body.data!
    expect(series.seriesNo).toMatch(/^RS-\d{8}-\d{4,}$/)
    expect(series.reservations.map((row) => row.useDate)).toEqual([first, addDays(first, 7)])
    expect(series.reservations.every((row) => /^EQ-\d{8}-\d{4,}$/.test(row.reservationNo))).toBe(true)
    expect(series.skipped).toEqual([{ date: addDays(first, 14), ok: false, reason: '이미 예약된 시간입니다.' }])

    const mine = await v1<ListData<MyEquipmentReservationRow>>('/mypage/equ/list?pageSize=50', { headers: bearer(token) })
    expect(mine.body.data!.list.map((row) => row.series)).toEqual([
      { id: series.id, seriesNo: series.seriesNo },
      { id: series.id, seriesNo: series.seriesNo },
    ])
  })

  it('refuses a rule longer than 12 weeks or without weekdays, in Korean', async () => {
    const { equipmentId, member, token } = await setup()
    const first = clearWeeklyStart(3, 1)
    const tooLong = await postSeries(token, equipmentId, weekly(member, first, 13))
    expect(tooLong.httpStatus).toBe(400)
    expect(tooLong.body.status.message).toBe('반복 기간은 1주부터 12주까지 정할 수 있습니다.')
    const noDays = await postSeries(token, equipmentId, { ...weekly(member, first, 2), rule: { repeat: 'weekly', weekdays: [], weeks: 2 } })
    expect(noDays.httpStatus).toBe(400)
    expect(noDays.body.status.message).toBe('반복할 요일을 하나 이상 골라 주세요.')
  })

  it('against a simultaneous single booking on one of its dates: exactly one of them gets the slot', { timeout: 60_000 }, async () => {
    for (let round = 0; round < 4; round++) {
      const { equipmentId, member, token } = await setup()
      const first = clearWeeklyStart(3, 6)
      const rival = await createMember('eqser')
      const rivalToken = await memberToken(rival)
      const contested = addDays(first, 7 * (1 + (round % 5)))
      const [series, single] = await Promise.all([
        postSeries<SeriesData>(token, equipmentId, weekly(member, first, 6)),
        book<ReservationData>(rivalToken, bookingFor(rival, equipmentId, contested, ['10:00'])),
      ])
      expect([series.httpStatus, single.httpStatus].sort()).toEqual([200, 409])
      const rows = await bookingsOf(equipmentId)
      const onContested = rows.filter((row) => row.useDate === contested)
      expect(onContested).toHaveLength(1)
      if (series.httpStatus === 200) {
        expect(rows).toHaveLength(6)
        expect(onContested[0]!.member).toBe(member.id)
      } else {
        expect(series.body.status.message).toContain(contested.replaceAll('-', '.'))
        expect(rows).toHaveLength(1)
        expect(onContested[0]!.member).toBe(rival.id)
      }
    }
  })

  it('cancel as a whole (standby withdrawn, confirmed asked) or one occurrence at a time', async () => {
    const { equipmentId, member, token } = await setup()
    const first = clearWeeklyStart(3, 3)
    const series = (await postSeries<SeriesData>(token, equipmentId, weekly(member, first, 3))).body.data!
    const [one, two, three] = series.reservations
    expect((await cancel(token, one!.id)).httpStatus).toBe(200)
    expect((await moveState(await staffToken(), two!.id, 'confirm')).httpStatus).toBe(200)

    const { httpStatus, body } = await v1<SeriesCancelData>(`/equipment/series/${series.id}/cancel`, {
      method: 'PATCH',
      headers: bearer(token),
      body: JSON.stringify({ reason: '연구 일정 변경' }),
    })
    expect(httpStatus).toBe(200)
    expect(body.data).toEqual({ cancelled: 1, requested: 1, kept: [] })
    const states = new Map((await bookingsOf(equipmentId)).map((row) => [row.id, row.state]))
    expect([states.get(one!.id), states.get(two!.id), states.get(three!.id)]).toEqual(['cancel', 'cancel-ask', 'cancel'])

    const stranger = await memberToken(await createMember('eqser'))
    const refused = await v1(`/equipment/series/${series.id}/cancel`, { method: 'PATCH', headers: bearer(stranger), body: '{}' })
    expect(refused.httpStatus).toBe(404)
    expect(refused.body.status.message).toBe('반복 예약 정보를 찾을 수 없습니다.')
  })
})

describe('quotas per equipment', () => {
  it('refuse past the weekly hours, naming the quota and what is left of that week', async () => {
    const { equipmentId, member, token } = await setup({ quotas: { maxHoursPerWeek: 3 } })
    const day = clearWeeklyStart(14, 1)
    expect((await book(token, bookingFor(member, equipmentId, day, ['09:00', '10:00']))).httpStatus).toBe(200)
    const refused = await book(token, bookingFor(member, equipmentId, day, ['13:00', '14:00']))
    expect(refused.httpStatus).toBe(409)
    expect(refused.body.status.message).toMatch(/^이 장비는 회원당 주 3시간까지 예약할 수 있습니다\. (이번 주|\d{4}\.\d{2}\.\d{2} 주) 남은 시간: 1시간$/)
    expect((await book(token, bookingFor(member, equipmentId, day, ['13:00']))).httpStatus).toBe(200)
  })

  it('refuse past the monthly hours, also for a series, date by date', async () => {
    const { equipmentId, member, token } = await setup({ quotas: { maxHoursPerMonth: 2 } })
    // Five weekly dates span at most two months, so one month gets three and the third is refused.
    const first = clearWeeklyStart(3, 5)
    const check = (await postSeries<SeriesCheckData>(token, equipmentId, weekly(member, first, 5), true)).body.data!
    const byMonth = new Map<string, number>()
    for (const occurrence of check.occurrences) {
      const month = occurrence.date.slice(0, 7)
      byMonth.set(month, (byMonth.get(month) ?? 0) + 1)
      const expected = byMonth.get(month)! <= 2
      expect(occurrence.ok).toBe(expected)
      if (!expected) expect(occurrence.reason).toBe(`이 장비는 회원당 월 2시간까지 예약할 수 있습니다. ${Number(month.slice(5))}월 남은 시간: 0시간`)
    }
    expect(check.occurrences.some((occurrence) => !occurrence.ok)).toBe(true)
    expect((await postSeries(token, equipmentId, weekly(member, first, 5))).httpStatus).toBe(409)
  })

  it('refuse past the open bookings, and a cancelled one frees its place', async () => {
    const { equipmentId, member, token } = await setup({ quotas: { maxOpenBookings: 2 } })
    const day = clearWeeklyStart(5, 1)
    const first = await book<ReservationData>(token, bookingFor(member, equipmentId, day, ['09:00']))
    await book(token, bookingFor(member, equipmentId, day, ['11:00']))
    const refused = await book(token, bookingFor(member, equipmentId, day, ['13:00']))
    expect(refused.httpStatus).toBe(409)
    expect(refused.body.status.message).toBe('이 장비는 회원당 진행 중인 예약을 2건까지 둘 수 있습니다. 더 신청할 수 있는 예약: 0건')
    await cancel(token, first.body.data!.id)
    expect((await book(token, bookingFor(member, equipmentId, day, ['13:00']))).httpStatus).toBe(200)
  })
})

describe('no-shows', () => {
  /** A confirmed booking that began `ago` days back, marked 미이용 by staff. */
  const noShow = async (member: TestMember, token: string, equipmentId: number, slot: string, ago: number) => {
    const booked = await book<ReservationData>(token, bookingFor(member, equipmentId, clearWeeklyStart(20, 1), [slot]))
    const id = booked.body.data!.id
    const staff = await staffToken()
    expect((await moveState(staff, id, 'confirm')).httpStatus).toBe(200)
    await backdate([{ table: 'equipment_reservations', column: 'start_at', id, at: daysAgo(ago) }])
    return moveState<ReservationData>(staff, id, 'no-show')
  }

  it('are staff-only, only after the start, and at the limit within the window suspend booking until a date', { timeout: 60_000 }, async () => {
    const { equipmentId, member, token } = await setup()
    const early = await book<ReservationData>(token, bookingFor(member, equipmentId, clearWeeklyStart(25, 1), ['17:00']))
    const staff = await staffToken()
    await moveState(staff, early.body.data!.id, 'confirm')
    const tooEarly = await moveState(staff, early.body.data!.id, 'no-show')
    expect(tooEarly.httpStatus).toBe(409)
    expect(tooEarly.body.status.message).toBe('이용 시작 시간이 지난 예약만 미이용으로 처리할 수 있습니다.')
    expect((await moveState(token, early.body.data!.id, 'no-show')).httpStatus).toBe(403)

    // One outside the 90-day window does not count: two recent ones leave the member free.
    expect((await noShow(member, token, equipmentId, '09:00', 120)).httpStatus).toBe(200)
    expect((await noShow(member, token, equipmentId, '10:00', 5)).httpStatus).toBe(200)
    expect((await noShow(member, token, equipmentId, '11:00', 3)).body.data!.stateLabel).toBe('미이용')
    expect((await v1<BookingSuspension | null>('/mypage/equ/suspension', { headers: bearer(token) })).body.data).toBeNull()

    // The third within the window suspends.
    expect((await noShow(member, token, equipmentId, '12:00', 1)).httpStatus).toBe(200)
    const suspension = (await v1<BookingSuspension | null>('/mypage/equ/suspension', { headers: bearer(token) })).body.data!
    expect(suspension.reason).toBe('최근 90일 동안 예약하고 이용하지 않은 횟수(미이용) 3회')
    const days = (Date.parse(suspension.until) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
    const refused = await book(token, bookingFor(member, equipmentId, clearWeeklyStart(6, 1), ['15:00']))
    expect(refused.httpStatus).toBe(403)
    expect(refused.body.status.message).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}까지 장비 예약이 정지되었습니다\. 사유: 최근 90일/)
    const series = await postSeries(token, equipmentId, weekly(member, clearWeeklyStart(6, 2), 2))
    expect(series.httpStatus).toBe(403)

    // Staff lift it in the admin; booking works again at once.
    const admin = await adminLogin()
    const { body: list } = await requestJson<{ docs: { id: number }[] }>(`/api/equipment-booking-suspensions?where[member][equals]=${member.id}&depth=0`, {
      headers: bearer(admin),
    })
    expect(list.docs).toHaveLength(1)
    const lifted = await requestJson<{ doc: { liftedAt: string | null } }>(`/api/equipment-booking-suspensions/${list.docs[0]!.id}`, {
      method: 'PATCH',
      headers: bearer(await staffToken()),
      body: JSON.stringify({ lifted: true, liftReason: '담당자 확인: 장비 고장으로 이용하지 못함' }),
    })
    expect(lifted.httpStatus).toBe(200)
    expect(lifted.body.doc.liftedAt).toBeTruthy()
    expect((await v1('/mypage/equ/suspension', { headers: bearer(token) })).body.data).toBeNull()
    expect((await book(token, bookingFor(member, equipmentId, clearWeeklyStart(6, 1), ['15:00']))).httpStatus).toBe(200)
  })
})
