import { beforeAll, describe, expect, it } from 'vitest'
import { withDownloadReason } from '../../contract/access-log'
import type { EquipmentDetail, ReservationData } from '../../contract/equipment'
import type { SettlementData, UtilisationData, ZeusExportData } from '../../contract/equipment-office'
import { expectRefusedGraphQL, graphql, rest } from '../helpers/access-matrix'
import { bearer, portalUrl, requestJson, v1 } from '../helpers/api'
import { backdate } from '../helpers/backdate'
import { holidaySeeds } from '../../seed/data/equipment'
import { addDays, daysOfMonth } from '../../cms/platform/time/kst'
import { book, bookingFor, createTestEquipment, memberToken, moveState, staffToken, today, workingDay } from '../helpers/equipment'
import { adminLogin, createMember, type TestMember } from '../helpers/members'

/** VAT 포함 on this file's equipment, so a charge is its fee; the VAT arithmetic is tests/api/equipment-quote.test.ts's. */
const vatInside = { vatMode: 'included' as const }

/**
 * The equipment office (issue 31): monthly settlement and payments, the ZEUS export and the
 * utilisation report. Each part works on a past month of its own (6 to 8 months back), where no other
 * test file and no demo booking falls, and within a year, so the retention job (never under 365 days)
 * leaves the names alone; a use is moved there as the days passing would.
 */
const monthsAgo = (count: number) => {
  const [year, month] = today().slice(0, 7).split('-').map(Number)
  return new Date(Date.UTC(year!, month! - 1 - count, 1)).toISOString().slice(0, 7)
}
const lastDayOf = (month: string) => daysOfMonth(month).at(-1)!
const dotted = (day: string) => day.replaceAll('-', '.')
const seededHolidays = new Set(holidaySeeds.map((holiday) => holiday.date))
/** Open days of test equipment (every day of the week) in `month`: not a seeded holiday, not one of `closed`. */
const openDays = (month: string, closed: string[] = []) => daysOfMonth(month).filter((day) => !seededHolidays.has(day) && !closed.includes(day)).length

let member: TestMember
let token: string
let staff: string
let admin: string

beforeAll(async () => {
  member = await createMember('office')
  token = await memberToken(member)
  staff = await staffToken()
  admin = await adminLogin()
})

type Envelope<T> = { status: { message: string }; data: T | null }

/** A KST wall-clock time of `day` as the stored instant. */
const instant = (day: string, time: string) => new Date(Date.parse(`${day}T${time}:00+09:00`)).toISOString()

/** Books `slots`, then staff move the booking to `to` (confirm, or confirm then complete); `usedOn` moves it to that day of the past. */
const use = async (equipmentId: number, slots: string[], to: 'confirm' | 'complete', usedOn?: string, offset = 3) => {
  const booked = await book<ReservationData>(token, bookingFor(member, equipmentId, workingDay(offset), slots))
  expect(booked.httpStatus).toBe(200)
  const id = booked.body.data!.id
  await moveState(staff, id, 'confirm')
  if (to === 'complete') expect((await moveState(staff, id, 'complete')).httpStatus).toBe(200)
  if (usedOn) {
    const end = slots.at(-1)!.replace(/^(\d\d)/, (hour) => String(Number(hour) + 1).padStart(2, '0'))
    await backdate([
      { table: 'equipment_reservations', column: 'use_date', id, at: usedOn },
      { table: 'equipment_reservations', column: 'start_at', id, at: instant(usedOn, slots[0]!) },
      { table: 'equipment_reservations', column: 'end_at', id, at: instant(usedOn, end) },
    ])
  }
  return { id, reservationNo: booked.body.data!.reservationNo }
}

const settlement = (month: string, who = staff) => v1<SettlementData>(`/equipment/settlement?month=${month}`, { headers: bearer(who) })

const pay = (id: number, body: unknown, who: string | null = staff) =>
  v1<{ paymentState: string; paidAt: string | null; methodLabel: string }>(`/equipment/reservations/${id}/payment`, {
    method: 'POST',
    headers: who ? bearer(who) : {},
    body: JSON.stringify(body),
  })

const download = (path: string) => fetch(`${portalUrl()}${withDownloadReason(path, '통계·보고', '')}`, { headers: bearer(staff) })

describe('the monthly settlement', () => {
  const month = monthsAgo(8)
  const due = addDays(lastDayOf(month), 30)
  const uses: { id: number; reservationNo: string }[] = []
  const paidOn = addDays(lastDayOf(month), 10)

  beforeAll(async () => {
    const equipmentId = await createTestEquipment({ rates: vatInside, usageModes: [{ mode: 'self', fee: 10000, unit: 'hour', feeUnit: '1시간' }] })
    uses.push(await use(equipmentId, ['10:00', '11:00'], 'complete', `${month}-12`))
    uses.push(await use(equipmentId, ['14:00'], 'complete', `${month}-20`))
    uses.push(await use(equipmentId, ['09:00', '10:00', '11:00'], 'complete', `${month}-28`, 4))
    // Approved but never completed: not a use to bill.
    await use(equipmentId, ['15:00'], 'confirm', `${month}-21`)
  })

  it('lists every completed use of the month with its charge and due date, and totals the month', async () => {
    const { httpStatus, body } = await settlement(month)
    expect(httpStatus).toBe(200)
    const data = body.data!
    expect(data.paymentDays).toBe(30)
    expect(data.rows.map((row) => [row.reservationNo, row.useDate, row.charge, row.dueDate, row.applicantName])).toEqual([
      [uses[0]!.reservationNo, `${month}-12`, 20000, due, member.name],
      [uses[1]!.reservationNo, `${month}-20`, 10000, due, member.name],
      [uses[2]!.reservationNo, `${month}-28`, 30000, due, member.name],
    ])
    expect(data.rows.every((row) => row.overdue && row.paymentState === 'unpaid')).toBe(true)
    expect(data.totals).toEqual({ count: 3, billed: 60000, paid: 0, outstanding: 60000, overdueCount: 3, overdueAmount: 60000 })
  })

  it('takes a payment with its day and method, counts it paid, and takes it back on undo', async () => {
    const paid = await pay(uses[0]!.id, { paid: true, paidAt: paidOn, method: 'research-fund', note: '연구비 카드' })
    expect(paid.httpStatus).toBe(200)
    expect(paid.body.data).toMatchObject({ paymentState: 'paid', paidAt: paidOn, methodLabel: '연구비 카드·이체' })

    const after = (await settlement(month)).body.data!
    expect(after.rows[0]).toMatchObject({
      paymentState: 'paid',
      paymentStateLabel: '납부',
      paidAt: paidOn,
      method: 'research-fund',
      note: '연구비 카드',
      overdue: false,
    })
    expect(after.totals).toEqual({ count: 3, billed: 60000, paid: 20000, outstanding: 40000, overdueCount: 2, overdueAmount: 40000 })

    expect((await pay(uses[1]!.id, { paid: true, paidAt: paidOn, method: 'transfer' })).httpStatus).toBe(200)
    expect((await pay(uses[1]!.id, { paid: false })).body.data).toMatchObject({ paymentState: 'unpaid', paidAt: null })
    const undone = (await settlement(month)).body.data!
    expect(undone.rows[1]).toMatchObject({ paymentState: 'unpaid', paidAt: null, method: null, overdue: true })
    expect(undone.totals.paid).toBe(20000)
  })

  it('is not overdue before the due date', async () => {
    const equipmentId = await createTestEquipment({ rates: vatInside })
    const current = await use(equipmentId, ['10:00'], 'complete')
    const day = workingDay(3)
    const row = (await settlement(day.slice(0, 7))).body.data!.rows.find((one) => one.id === current.id)!
    expect(row).toMatchObject({ paymentState: 'unpaid', overdue: false })
    expect(row.dueDate > day).toBe(true)
  })

  it('refuses a payment without a method, on a day to come, or on a booking not completed', async () => {
    expect((await pay(uses[2]!.id, { paid: true, paidAt: paidOn })).body.status.message).toBe('납부 방법을 선택해 주세요.')
    const future = await pay(uses[2]!.id, { paid: true, paidAt: '2999-01-01', method: 'card' })
    expect(future.httpStatus).toBe(400)
    expect(future.body.status.message).toBe('납부일은 오늘 이후로 입력할 수 없습니다.')
    const equipmentId = await createTestEquipment({ rates: vatInside })
    const open = await use(equipmentId, ['10:00'], 'confirm')
    const refused = await pay(open.id, { paid: true, paidAt: paidOn, method: 'card' })
    expect(refused.httpStatus).toBe(409)
    expect(refused.body.status.message).toBe('사용완료된 예약만 납부 처리할 수 있습니다.')
  })

  it('lets neither the member nor a guest mark a payment, on /api/v1, REST or GraphQL', async () => {
    const id = uses[2]!.id
    expect((await pay(id, { paid: true, paidAt: paidOn, method: 'card' }, null)).httpStatus).toBe(401)
    expect((await pay(id, { paid: true, paidAt: paidOn, method: 'card' }, token)).httpStatus).toBe(403)
    for (const who of [null, token]) {
      const viaRest = await rest(who, `/equipment-reservations/${id}`, {
        method: 'PATCH',
        body: JSON.stringify({ payment: { state: 'paid', method: 'card' } }),
      })
      expect([401, 403, 404]).toContain(viaRest.httpStatus)
      expectRefusedGraphQL(await graphql(who, `mutation { updateEquipmentReservation(id: ${id}, data: { payment: { state: paid } }) { id } }`))
    }
    expect((await settlement(month)).body.data!.rows[2]).toMatchObject({ paymentState: 'unpaid' })
    expect((await settlement(month, token)).httpStatus).toBe(403)
    expect((await v1(`/equipment/settlement?month=${month}`)).httpStatus).toBe(401)
  })

  it('shows the member whether it is paid but not the office’s note or who recorded it', async () => {
    const own = await rest<{ payment?: Record<string, unknown> }>(token, `/equipment-reservations/${uses[0]!.id}?depth=0`)
    expect(own.httpStatus).toBe(200)
    expect(own.body.payment).toMatchObject({ state: 'paid', method: 'research-fund' })
    expect(own.body.payment).not.toHaveProperty('note')
    expect(own.body.payment).not.toHaveProperty('recordedBy')
  })

  it('exports the month as CSV for Excel only with a download reason, and logs the download', async () => {
    const path = `/api/v1/equipment/settlement/export?month=${month}`
    const noReason = await requestJson<Envelope<null>>(path, { headers: bearer(staff) })
    expect(noReason.httpStatus).toBe(400)
    expect(noReason.body.status.message).toBe('다운로드 사유를 선택해 주세요.')
    expect((await requestJson(path, { headers: bearer(token) })).httpStatus).toBe(403)

    const response = await download(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/csv/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('예약번호,이용일,이용 시간,장비번호,장비명,신청자,소속 기관,기업,이용료(원),납부 기한,납부 상태,납부일,납부 방법,연체,납부 메모')
    expect(lines).toHaveLength(4)
    expect(lines[1]).toContain(`${uses[0]!.reservationNo},${dotted(`${month}-12`)},`)
    expect(lines[1]).toContain(`,20000,${dotted(due)},납부,${dotted(paidOn)},연구비 카드·이체,,연구비 카드`)
    expect(lines[2]).toContain(`,10000,${dotted(due)},미납,,,연체,`)

    const logged = await rest<{ docs: { reason: string; count: number; action: string }[] }>(
      admin,
      `/access-logs?where[exportName][equals]=${encodeURIComponent(`장비이용료_정산_${month}.csv`)}&depth=0`,
    )
    expect(logged.body.docs[0]).toMatchObject({ action: 'download', reason: '통계·보고', count: 3 })
  })
})

describe('the ZEUS export', () => {
  const month = monthsAgo(7)
  let registered: { id: number; reservationNo: string }
  let unregisteredNo: string

  beforeAll(async () => {
    const withNfec = await createTestEquipment({ rates: vatInside, usageModes: [{ mode: 'analysis', fee: 45000, unit: 'use', feeUnit: '1회' }] })
    await rest(admin, `/equipment/${withNfec}`, { method: 'PATCH', body: JSON.stringify({ nfecNo: 'NFEC-2019-04-251487' }) })
    const without = await createTestEquipment({ rates: vatInside })
    unregisteredNo = (await rest<{ equipmentNo: string }>(admin, `/equipment/${without}?depth=0`)).body.equipmentNo
    registered = await useAnalysis(withNfec)
    await use(without, ['13:00'], 'complete', `${month}-16`)
    await use(without, ['15:00'], 'complete', `${month}-17`)
  })

  const useAnalysis = async (equipmentId: number) => {
    const booked = await book<ReservationData>(token, bookingFor(member, equipmentId, workingDay(3), ['10:00', '11:00'], { usageMode: 'analysis' }))
    const id = booked.body.data!.id
    await moveState(staff, id, 'confirm')
    await moveState(staff, id, 'complete')
    await backdate([
      { table: 'equipment_reservations', column: 'use_date', id, at: `${month}-15` },
      { table: 'equipment_reservations', column: 'start_at', id, at: instant(`${month}-15`, '10:00') },
      { table: 'equipment_reservations', column: 'end_at', id, at: instant(`${month}-15`, '12:00') },
    ])
    return { id, reservationNo: booked.body.data!.reservationNo }
  }

  it('gives the uses of equipment with an NFEC number in ZEUS’s fields as JSON, and lists the equipment left out', async () => {
    const response = await download(`/api/v1/equipment/zeus-export?month=${month}&format=json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    const data = (await response.json()) as ZeusExportData
    expect(data.rows).toEqual([
      {
        reservationNo: registered.reservationNo,
        nfecNo: 'NFEC-2019-04-251487',
        equipmentName: expect.stringMatching(/^시험용 장비/),
        startAt: `${month}-15T10:00:00+09:00`,
        endAt: `${month}-15T12:00:00+09:00`,
        institution: '새솔테크 연구소',
        institutionType: '기타',
        userName: member.name,
        samples: null,
        useHours: 2,
        staffHours: null,
        fee: 45000,
        feeType: '시험분석료',
        useType: '의뢰분석',
        source: 'booking',
      },
    ])
    expect(data.skipped).toEqual([{ equipmentNo: unregisteredNo, equipmentName: expect.stringMatching(/^시험용 장비/), uses: 2 }])
  })

  it('gives the same rows as CSV, names the user whole, and needs staff and a reason', async () => {
    const path = `/api/v1/equipment/zeus-export?month=${month}&format=csv`
    expect((await requestJson(path)).httpStatus).toBe(401)
    expect((await requestJson(path, { headers: bearer(token) })).httpStatus).toBe(403)
    expect((await requestJson(path, { headers: bearer(staff) })).httpStatus).toBe(400)
    const csv = (await (await download(path)).text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(csv[0]).toBe(
      'NFEC 등록번호,장비명,사용 시작 일시,사용 종료 일시,사용기관,기관 유형,사용자,시료 수,사용 시간(시간),직원 투입 시간(시간),사용료(원),사용료 구분,사용 유형,예약번호',
    )
    expect(csv).toHaveLength(2)
    const day = dotted(`${month}-15`).replaceAll('.', '\\.')
    expect(csv[1]).toMatch(
      new RegExp(
        `^NFEC-2019-04-251487,시험용 장비 \\d+,${day} 10:00,${day} 12:00,새솔테크 연구소,기타,${member.name},,2,,45000,시험분석료,의뢰분석,${registered.reservationNo}$`,
      ),
    )
    expect((await requestJson(`/api/v1/equipment/zeus-export?month=${month}&format=xml`, { headers: bearer(staff) })).httpStatus).toBe(400)
  })
})

describe('the registry fields', () => {
  it('show 활용 범위 and 취득일 on the public detail, never the acquisition cost', async () => {
    const equipmentId = await createTestEquipment({ rates: vatInside })
    const registry = { standardCode: 'EQ00020004', acquiredOn: '2021-03-15T00:00:00.000+09:00', acquisitionCost: 812000000, useScope: 'service' }
    expect((await rest(admin, `/equipment/${equipmentId}`, { method: 'PATCH', body: JSON.stringify({ registry }) })).httpStatus).toBe(200)
    const { body } = await v1<EquipmentDetail>(`/equipment/${equipmentId}`)
    expect(body.data!.registry).toEqual({ useScope: 'service', useScopeLabel: '공동활용서비스', acquiredOn: '2021-03-15' })
    expect(JSON.stringify(body.data)).not.toContain('812000000')
    expect(JSON.stringify(body.data)).not.toContain('EQ00020004')
  })
})

describe('the utilisation report', () => {
  const month = monthsAgo(6)
  const closure = [`${month}-20`, `${month}-21`]
  // A day of the month the demo does not close already, for a holiday of the test's own.
  const holiday = daysOfMonth(month).find((day) => day >= `${month}-15` && !seededHolidays.has(day) && !closure.includes(day))!
  const openHours = openDays(month, [holiday, ...closure]) * 9
  let equipmentId: number

  beforeAll(async () => {
    // Open every day 09:00–18:00 (9 hours), closed on the holiday and for a two-day closure.
    equipmentId = await createTestEquipment({ rates: vatInside, closures: [{ startDate: closure[0]!, endDate: closure[1]!, reason: '정기 점검' }] })
    const created = await rest(admin, '/holidays', { method: 'POST', body: JSON.stringify({ date: holiday, name: '개교기념일' }) })
    expect(created.httpStatus).toBe(201)
    await use(equipmentId, ['10:00', '11:00'], 'complete', `${month}-10`)
    await use(equipmentId, ['14:00'], 'confirm', `${month}-13`)
  })

  it('divides booked hours by open hours less the holiday and the closure, with uses and revenue', async () => {
    const { httpStatus, body } = await v1<UtilisationData>(`/equipment/utilisation?month=${month}`, { headers: bearer(staff) })
    expect(httpStatus).toBe(200)
    expect(body.data!.months).toEqual([month])
    // Every day of the month less the seeded public holidays, the test's holiday and the two closure days, at 9 hours each; 3 h booked.
    expect(body.data!.rows.find((row) => row.equipmentId === equipmentId)).toMatchObject({
      month,
      openHours,
      bookedHours: 3,
      rate: Math.round((3 / openHours) * 1000) / 10,
      completed: 1,
      noShows: 0,
      revenue: 20000,
    })
  })

  it('covers the last 12 months, oldest first', async () => {
    const { body } = await v1<UtilisationData>(`/equipment/utilisation?month=${month}&months=12`, { headers: bearer(staff) })
    expect(body.data!.months).toHaveLength(12)
    expect(body.data!.months[0]).toBe(monthsAgo(17))
    const rows = body.data!.rows.filter((row) => row.equipmentId === equipmentId)
    expect(rows.map((row) => row.month)).toEqual(body.data!.months)
    expect(rows.at(-1)).toMatchObject({ openHours, bookedHours: 3 })
    // The month before had no closure and no holiday of the test's own, and nothing booked.
    expect(rows.at(-2)).toMatchObject({ month: monthsAgo(7), openHours: openDays(monthsAgo(7)) * 9, bookedHours: 0, rate: 0 })
  })

  it('is for staff only and asks for a month it can read', async () => {
    expect((await v1(`/equipment/utilisation?month=${month}`)).httpStatus).toBe(401)
    expect((await v1(`/equipment/utilisation?month=${month}`, { headers: bearer(token) })).httpStatus).toBe(403)
    const bad = await v1(`/equipment/utilisation?month=2026-13`, { headers: bearer(staff) })
    expect(bad.httpStatus).toBe(400)
    expect(bad.body.status.message).toBe('조회할 달은 2026-12 형식으로 입력해 주세요.')
    expect((await v1(`/equipment/utilisation?month=${month}&months=6`, { headers: bearer(staff) })).body.status.message).toBe(
      '기간은 1개월 또는 12개월 중에서 골라 주세요.',
    )
  })
})
