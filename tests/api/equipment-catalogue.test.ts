import { beforeAll, describe, expect, it } from 'vitest'
import type {
  AvailabilityData,
  EquipmentCategoryOption,
  EquipmentDetail,
  EquipmentSummary,
  MyEquipmentReservationRow,
  SlotsData,
} from '../../contract/equipment'
import type { ListData } from '../../contract/envelope'
import { addDays } from '../../cms/platform/time/kst'
import { seedUsernames } from '../../seed/data/accounts'
import { equipmentSeeds } from '../../seed/data/equipment'
import { bearer, requestJson, v1 } from '../helpers/api'
import { book, bookingFor, createTestEquipment, memberToken, seedMemberToken, staffToken, today, workingDay } from '../helpers/equipment'
import { adminLogin, createMember, type TestMember } from '../helpers/members'

const monthOf = (day: string) => day.slice(0, 7)

describe('equipment catalogue', () => {
  it('lists the published equipment with paging, search and category', async () => {
    const all = await v1<ListData<EquipmentSummary>>('/equipment/list?pageNum=1&pageSize=5')
    expect(all.httpStatus).toBe(200)
    expect(all.body.data!.list).toHaveLength(5)
    expect(all.body.data!.cnt_total).toBeGreaterThanOrEqual(equipmentSeeds.length)
    expect(all.body.data!.page_cnt).toBe(Math.ceil(all.body.data!.cnt_total / 5))

    const search = await v1<ListData<EquipmentSummary>>(`/equipment/list?searchKeyword=${encodeURIComponent('FE-SEM')}`)
    expect(search.body.data!.list.map((item) => item.equipmentNo)).toEqual(['SSE-2019-001'])
    const sem = search.body.data!.list[0]!
    expect(sem).toMatchObject({ nfecNo: 'NFEC-2019-04-251487', categoryLabel: '분석장비', safetyTrainingRequired: true, bookable: true })
    expect(sem.usageModes.map((mode) => mode.modeLabel)).toEqual(['직접사용', '시험·분석의뢰'])
    expect(sem.imageUrl).toMatch(/^\/api\/media\/file\//)

    const bio = await v1<ListData<EquipmentSummary>>('/equipment/list?category=bio&pageSize=100')
    expect(bio.body.data!.list.length).toBeGreaterThan(0)
    expect(bio.body.data!.list.every((item) => item.category === 'bio')).toBe(true)

    const wrong = await v1('/equipment/list?category=spaceship')
    expect(wrong.httpStatus).toBe(400)
    expect(wrong.body.status.message).toBe('장비 분류가 올바르지 않습니다.')
  })

  it('hides drafts from the portal', async () => {
    const adminToken = await adminLogin()
    const { body } = await requestJson<{ doc: { id: number } }>('/api/equipment?draft=true', {
      method: 'POST',
      headers: bearer(adminToken),
      body: JSON.stringify({
        equipmentNo: `DRAFT-${Date.now()}`,
        name: '작성 중인 장비',
        category: 'etc',
        usageModes: [{ mode: 'self', fee: 0, feeUnit: '1시간' }],
        _status: 'draft',
      }),
    })
    expect((await v1(`/equipment/${body.doc.id}`)).httpStatus).toBe(404)
    const list = await v1<ListData<EquipmentSummary>>(`/equipment/list?searchKeyword=${encodeURIComponent('작성 중인 장비')}`)
    expect(list.body.data!.cnt_total).toBe(0)
  })

  it('offers the categories', async () => {
    const { body } = await v1<EquipmentCategoryOption[]>('/equipment/categories')
    expect(body.data!.map((category) => category.label)).toContain('분석장비')
  })

  it('tells a member whether their safety training is confirmed', async () => {
    const search = await v1<ListData<EquipmentSummary>>(`/equipment/list?searchKeyword=SSE-2019-001`)
    const id = search.body.data!.list[0]!.id
    const guest = await v1<EquipmentDetail>(`/equipment/${id}`)
    expect(guest.body.data).toMatchObject({ safetyTrainingConfirmed: null, manager: '정하늘 연구원' })
    expect(guest.body.data!.openingRules).toMatchObject({ weekdays: [1, 2, 3, 4, 5], slotMinutes: 60, horizonDays: 60 })
    const member1 = await seedMemberToken(seedUsernames.member1)
    const member2 = await seedMemberToken(seedUsernames.member2)
    expect((await v1<EquipmentDetail>(`/equipment/${id}`, { headers: bearer(member1) })).body.data!.safetyTrainingConfirmed).toBe(true)
    expect((await v1<EquipmentDetail>(`/equipment/${id}`, { headers: bearer(member2) })).body.data!.safetyTrainingConfirmed).toBe(false)
  })

  it('answers an unknown equipment with 404 in Korean', async () => {
    const { httpStatus, body } = await v1('/equipment/999999')
    expect(httpStatus).toBe(404)
    expect(body.status.message).toBe('장비 정보를 찾을 수 없습니다.')
  })
})

describe('availability of a month', () => {
  let member: TestMember
  beforeAll(async () => {
    member = await createMember('eqav')
  })

  it('closes weekends, holidays, closures, past days and days beyond the horizon', async () => {
    const closureDay = workingDay(10, 3)
    const id = await createTestEquipment({
      openingRules: { weekdays: ['1', '2', '3', '4', '5'], horizonDays: 30 },
      closures: [{ startDate: `${closureDay}T03:00:00.000Z`, endDate: `${closureDay}T03:00:00.000Z`, reason: '정기 점검' }],
    })
    const months = [monthOf(addDays(today(), -1)), monthOf(today()), monthOf(addDays(today(), 31))]
    const days = new Map<string, AvailabilityData['days'][number]>()
    for (const month of new Set(months)) {
      const { httpStatus, body } = await v1<AvailabilityData>(`/equipment/${id}/availability?month=${month}`)
      expect(httpStatus).toBe(200)
      expect(body.data!.days[0]!.date).toBe(`${month}-01`)
      for (const day of body.data!.days) days.set(day.date, day)
    }
    expect(days.get(addDays(today(), -1))).toMatchObject({ state: 'closed', reason: '지난 날짜입니다.' })
    expect(days.get(closureDay)).toMatchObject({ state: 'closed', reason: '정기 점검' })
    expect(days.get(addDays(today(), 31))).toMatchObject({ state: 'closed', reason: '오늘부터 30일 이내의 날짜만 예약할 수 있습니다.' })
    const saturday = workingDay(1, 6)
    expect(days.get(saturday)).toMatchObject({ state: 'closed', reason: '운영하지 않는 요일입니다.' })
    const openDay = workingDay(2, 2)
    expect(days.get(openDay)).toMatchObject({ state: 'open', reason: null })
  })

  it('closes a holiday with its name', async () => {
    const staff = await staffToken()
    const holidayDay = workingDay(57)
    const created = await requestJson<{ doc: { id: number } }>('/api/holidays', {
      method: 'POST',
      headers: bearer(staff),
      body: JSON.stringify({ date: holidayDay, name: '개교기념일' }),
    })
    expect(created.httpStatus).toBe(201)
    try {
      const id = await createTestEquipment()
      const { body } = await v1<AvailabilityData>(`/equipment/${id}/availability?month=${monthOf(holidayDay)}`)
      expect(body.data!.days.find((day) => day.date === holidayDay)).toMatchObject({ state: 'closed', reason: '개교기념일' })
      const token = await memberToken(member)
      const refused = await book(token, bookingFor(member, id, holidayDay, ['10:00']))
      expect(refused.httpStatus).toBe(400)
      expect(refused.body.status.message).toBe('휴무일(개교기념일)에는 예약할 수 없습니다.')
    } finally {
      await requestJson(`/api/holidays/${created.body.doc.id}`, { method: 'DELETE', headers: bearer(staff) })
    }
  })

  it('marks a day full once every slot is held', async () => {
    const id = await createTestEquipment({ openingRules: { openTime: '09:00', closeTime: '11:00' } })
    const day = workingDay(5)
    const token = await memberToken(member)
    expect((await book(token, bookingFor(member, id, day, ['09:00', '10:00']))).httpStatus).toBe(200)
    const { body } = await v1<AvailabilityData>(`/equipment/${id}/availability?month=${monthOf(day)}`)
    expect(body.data!.days.find((entry) => entry.date === day)).toMatchObject({ state: 'full', reason: '모든 시간이 예약되었습니다.' })
  })

  it('refuses a malformed month', async () => {
    const id = await createTestEquipment()
    const { httpStatus, body } = await v1(`/equipment/${id}/availability?month=2026-13`)
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('조회할 달은 2026-12 형식으로 입력해 주세요.')
  })
})

describe('slots of a day', () => {
  it('shows own bookings checked, others disabled, begun slots past', async () => {
    const owner = await createMember('eqsl')
    const other = await createMember('eqsl')
    const id = await createTestEquipment({ openingRules: { openTime: '00:00', closeTime: '23:30', slotMinutes: '30' } })
    const day = workingDay(3)
    const ownerToken = await memberToken(owner)
    expect((await book(ownerToken, bookingFor(owner, id, day, ['10:00', '10:30']))).httpStatus).toBe(200)

    const mine = await v1<SlotsData>(`/equipment/${id}/slots?date=${day}`, { headers: bearer(ownerToken) })
    expect(mine.body.data).toMatchObject({ slotMinutes: 30, maxSlotsPerBooking: 4 })
    const at = (data: SlotsData, start: string) => data.slots.find((slot) => slot.start === start)
    expect(at(mine.body.data!, '10:00')).toEqual({ start: '10:00', end: '10:30', state: 'checked', reason: null })
    expect(at(mine.body.data!, '11:00')).toMatchObject({ state: 'active', reason: null })

    const theirs = await v1<SlotsData>(`/equipment/${id}/slots?date=${day}`, { headers: bearer(await memberToken(other)) })
    expect(at(theirs.body.data!, '10:30')).toMatchObject({ state: 'disabled', reason: '이미 예약된 시간입니다.' })
    const guest = await v1<SlotsData>(`/equipment/${id}/slots?date=${day}`)
    expect(at(guest.body.data!, '10:00')).toMatchObject({ state: 'disabled', reason: '이미 예약된 시간입니다.' })

    const todays = await v1<SlotsData>(`/equipment/${id}/slots?date=${today()}`)
    expect(at(todays.body.data!, '00:00')).toMatchObject({ state: 'disabled', reason: '지난 시간입니다.' })
  })

  it('refuses an impossible date', async () => {
    const id = await createTestEquipment()
    const { httpStatus, body } = await v1(`/equipment/${id}/slots?date=2026-02-30`)
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('날짜는 2026-12-01 형식으로 입력해 주세요.')
  })
})

describe('demo bookings of the seed', () => {
  it('give member1 past 사용완료 uses, an upcoming 승인 and a 신청, with their slots held', async () => {
    const token = await seedMemberToken(seedUsernames.member1)
    const { body } = await v1<ListData<MyEquipmentReservationRow>>('/mypage/equ/list', { headers: bearer(token) })
    const rows = body.data!.list
    // Three past uses: the statements and the monthly settlement show recorded and paid ones (issue 31).
    expect(rows.map((row) => row.stateLabel).sort()).toEqual(['사용완료', '사용완료', '사용완료', '승인', '신청'])
    const confirmed = rows.find((row) => row.state === 'confirm')!
    expect(confirmed).toMatchObject({ cancelAction: 'cancel-ask', icsPath: `/api/v1/equipment/reservations/${confirmed.id}/ics` })
    expect(rows.find((row) => row.state === 'complete')).toMatchObject({ cancelAction: null, icsPath: null })
    expect(rows.find((row) => row.state === 'standby')!.cancelAction).toBe('cancel')
    expect(rows.every((row) => /^EQ-\d{8}-\d{4}$/.test(row.reservationNo))).toBe(true)

    const guestSlots = await v1<SlotsData>(`/equipment/${confirmed.equipmentId}/slots?date=${confirmed.useDate}`)
    expect(guestSlots.body.data!.slots.find((slot) => slot.start === '10:00')).toMatchObject({ state: 'disabled', reason: '이미 예약된 시간입니다.' })
    const ownSlots = await v1<SlotsData>(`/equipment/${confirmed.equipmentId}/slots?date=${confirmed.useDate}`, { headers: bearer(token) })
    expect(ownSlots.body.data!.slots.find((slot) => slot.start === '10:00')!.state).toBe('checked')
  })
})
