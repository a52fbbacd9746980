import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EquipmentQuote, ReservationData } from '../../contract/equipment'
import type { EquipmentStatement, UsageLogRequest } from '../../contract/equipment-statement'
import { equipmentMessages } from '../../cms/domains/equipment/messages'
import { addDays, kstDay, kstInstant } from '../../cms/platform/time/kst'
import { bearer, portalUrl, requestJson, v1 } from '../helpers/api'
import { book, bookingFor, createTestEquipment, memberToken, moveState, staffToken, workingDay } from '../helpers/equipment'
import { adminLogin, createCompanyMember, createMember, type TestMember } from '../helpers/members'
import { pdfText } from '../helpers/pdf-text'

/** VAT 포함 on this file's equipment, so a charge is its fee; the VAT arithmetic is tests/api/equipment-quote.test.ts's. */
const vatInside = { vatMode: 'included' as const }

const u = equipmentMessages.usageLog

let staff: string
let member: TestMember
let token: string

let admin: string
let storedBilling: Record<string, unknown> = {}

// Other files share the server and its billing settings (the settlement's due dates read them).
afterAll(async () => {
  const { bank, accountNo, accountHolder, paymentDays, statementFooter } = storedBilling
  await requestJson('/api/globals/equipment-billing', {
    method: 'POST',
    headers: bearer(admin),
    body: JSON.stringify({ bank, accountNo, accountHolder, paymentDays, statementFooter }),
  })
})

beforeAll(async () => {
  staff = await staffToken()
  member = await createMember('eqlog')
  token = await memberToken(member)
  admin = await adminLogin()
  storedBilling = (await requestJson<Record<string, unknown>>('/api/globals/equipment-billing?depth=0', { headers: bearer(admin) })).body
  const billing = await requestJson('/api/globals/equipment-billing', {
    method: 'POST',
    headers: bearer(admin),
    body: JSON.stringify({
      bank: '새솔은행',
      accountNo: '301-0000-1234-51',
      accountHolder: '새솔대학교 산학협력단',
      paymentDays: 14,
      statementFooter: '입금 시 내역서 번호를 적어 주세요.',
    }),
  })
  expect(billing.httpStatus).toBe(200)
})

type Refusal = { httpStatus: number; body: { status: { message: string } } }
const expectRefused = (response: Refusal, httpStatus: number, message: string) => {
  expect(response.body.status.message).toBe(message)
  expect(response.httpStatus).toBe(httpStatus)
}

/** A confirmed booking of `slots` on a day of its own equipment (10,000원 an hour unless told). */
const confirmedBooking = async (
  who: { member: TestMember; token: string },
  slots = ['10:00', '11:00'],
  equipment: Parameters<typeof createTestEquipment>[0] = {},
) => {
  const equipmentId = await createTestEquipment({ rates: vatInside, ...equipment })
  const day = workingDay(5)
  const filed = await book<ReservationData>(who.token, bookingFor(who.member, equipmentId, day, slots))
  expect(filed.httpStatus).toBe(200)
  expect((await moveState(staff, filed.body.data!.id, 'confirm')).httpStatus).toBe(200)
  return { equipmentId, day, id: filed.body.data!.id }
}

const logOf = (day: string, start: string, end: string, extra: Partial<UsageLogRequest> = {}): UsageLogRequest => ({
  actualStartAt: kstInstant(day, start).toISOString(),
  actualEndAt: kstInstant(day, end).toISOString(),
  operator: '박운영',
  staffHours: 1.5,
  samples: 3,
  remarks: '시편 3개 측정',
  ...extra,
})

const recordLog = (caller: string, id: number, log: UsageLogRequest) =>
  v1<ReservationData>(`/equipment/reservations/${id}/usage-log`, { method: 'POST', headers: bearer(caller), body: JSON.stringify(log) })

const statementOf = (caller: string | null, id: number) =>
  v1<EquipmentStatement>(`/equipment/reservations/${id}/statement`, { headers: caller ? bearer(caller) : {} })

const download = async (caller: string | null, path: string) => {
  const response = await fetch(`${portalUrl()}/api/v1${path}`, { headers: caller ? bearer(caller) : {} })
  return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) }
}

const sumOf = (statement: EquipmentStatement) => statement.lines.reduce((total, line) => total + line.charge.total, 0)

describe('the usage log', () => {
  it('completes a confirmed booking and recomputes the charge from the actual use with the rate stored at filing', async () => {
    const { equipmentId, day, id } = await confirmedBooking({ member, token })
    // Staff raise the fee after the booking was filed: the booking keeps the rate it was quoted.
    const raised = await requestJson(`/api/equipment/${equipmentId}`, {
      method: 'PATCH',
      headers: bearer(await adminLogin()),
      body: JSON.stringify({ usageModes: [{ mode: 'self', fee: 50000, unit: 'hour', feeUnit: '1시간' }], _status: 'published' }),
    })
    expect(raised.httpStatus).toBe(200)
    const quote = await v1<EquipmentQuote>(`/equipment/${equipmentId}/quote?usageMode=self&date=${day}&start=10:00&end=11:00`)
    expect(quote.body.data!.unitFee).toBe(50000)

    // 10:00–13:10 is 3 h 10 min, billed in 30-minute steps rounded up: 3.5 hours at the stored 10,000원.
    const { httpStatus, body } = await recordLog(staff, id, logOf(day, '10:00', '13:10'))
    expect(httpStatus).toBe(200)
    expect(body.data!.state).toBe('complete')
    expect(body.data!.chargeTotal).toBe(35000)
    expect(body.data!.statementNo).toMatch(new RegExp(`^EQ-${day.slice(0, 4)}${day.slice(5, 7)}-\\d{4}$`))

    const statement = (await statementOf(token, id)).body.data!
    expect(statement.lines[0]!.charge).toMatchObject({ unitFee: 10000, units: 3.5, baseAmount: 35000, discountAmount: 0, adjustmentAmount: 0, total: 35000 })
    // Quoted VAT included (no VAT mode stored): the 35,000원 holds 3,182원 of VAT.
    expect(statement.lines[0]!.charge).toMatchObject({ supplyAmount: 31818, vatAmount: 3182 })
    expect(statement.lines[0]).toMatchObject({ operator: '박운영', samples: 3, staffHours: 1.5 })
    expect(statement.issuedOn).toBe(kstDay(new Date()))
    expect(statement.dueDate).toBe(addDays(statement.issuedOn, 14))
    expect(statement.issuer).toMatchObject({ organizationName: '새솔대학교 산학협력단', bank: '새솔은행', accountNo: '301-0000-1234-51' })
  })

  it('takes an adjustment only with its reason, shows it on the statement, and keeps the number when recorded again', async () => {
    const { day, id } = await confirmedBooking({ member, token })
    expectRefused(await recordLog(staff, id, logOf(day, '10:00', '12:00', { adjustmentAmount: -5000 })), 400, u.adjustmentReasonRequired)
    expectRefused(
      await recordLog(staff, id, logOf(day, '10:00', '12:00', { adjustmentAmount: -25000, adjustmentReason: '전액 감면' })),
      400,
      u.adjustmentBelowZero,
    )
    // A refused log leaves the booking as it was.
    expect((await v1<ReservationData>(`/equipment/reservations/${id}`, { headers: bearer(token) })).body.data!.state).toBe('confirm')

    const first = await recordLog(staff, id, logOf(day, '10:00', '12:00', { adjustmentAmount: -5000, adjustmentReason: '장비 점검으로 30분 지연' }))
    expect(first.httpStatus).toBe(200)
    expect(first.body.data!.chargeTotal).toBe(15000)
    const statement = (await statementOf(token, id)).body.data!
    expect(statement.lines[0]!.charge).toMatchObject({ baseAmount: 20000, adjustmentAmount: -5000, adjustmentReason: '장비 점검으로 30분 지연', total: 15000 })
    expect(statement.totals.total).toBe(sumOf(statement))

    const again = await recordLog(staff, id, logOf(day, '10:00', '11:00'))
    expect(again.body.data!.chargeTotal).toBe(10000)
    expect(again.body.data!.statementNo).toBe(first.body.data!.statementNo)
    expect((await statementOf(token, id)).body.data!.lines[0]!.charge.adjustmentReason).toBeNull()
  })

  it('refuses bad input in Korean, members, and bookings not yet confirmed', async () => {
    const { day, id } = await confirmedBooking({ member, token })
    expectRefused(await recordLog(staff, id, logOf(day, '12:00', '10:00')), 400, u.endBeforeStart)
    expectRefused(await recordLog(staff, id, logOf(day, '10:00', '12:00', { staffHours: 1.25 })), 400, u.staffHoursInvalid)
    expectRefused(await recordLog(staff, id, logOf(day, '10:00', '12:00', { samples: -1 })), 400, u.samplesInvalid)
    expectRefused(await recordLog(staff, id, logOf(day, '10:00', '12:00', { operator: ' ' })), 400, u.operatorRequired)
    expectRefused(await recordLog(token, id, logOf(day, '10:00', '12:00')), 403, u.staffOnly)

    const equipmentId = await createTestEquipment({ rates: vatInside })
    const standby = await book<ReservationData>(token, bookingFor(member, equipmentId, day, ['10:00']))
    expectRefused(await recordLog(staff, standby.body.data!.id, logOf(day, '10:00', '11:00')), 409, u.notCompleted)
    expectRefused(await statementOf(token, standby.body.data!.id), 409, equipmentMessages.statement.notYet)
  })

  it('prices a per-sample booking by the samples used, and asks for them', async () => {
    const { day, id } = await confirmedBooking({ member, token }, ['10:00'], { usageModes: [{ mode: 'self', fee: 30000, unit: 'sample', feeUnit: '1시료' }] })
    expectRefused(await recordLog(staff, id, logOf(day, '10:00', '11:00', { samples: null })), 400, u.samplesRequired)
    expect((await recordLog(staff, id, logOf(day, '10:00', '11:00', { samples: 4 }))).body.data!.chargeTotal).toBe(120000)
  })
})

describe('statement numbers', () => {
  it('stay unique and gap-free when ten bookings of one month are recorded at once', async () => {
    const equipmentId = await createTestEquipment({ rates: vatInside, openingRules: { openTime: '06:00', closeTime: '18:00' } })
    const day = workingDay(6)
    const ids: number[] = []
    for (const hour of ['06', '07', '08', '09', '10', '11', '12', '13', '14', '15']) {
      const filed = await book<ReservationData>(token, bookingFor(member, equipmentId, day, [`${hour}:00`]))
      expect(filed.httpStatus).toBe(200)
      expect((await moveState(staff, filed.body.data!.id, 'confirm')).httpStatus).toBe(200)
      ids.push(filed.body.data!.id)
    }
    const recorded = await Promise.all(ids.map((id) => recordLog(staff, id, logOf(day, '10:00', '11:00'))))
    expect(recorded.map((response) => response.httpStatus)).toEqual(ids.map(() => 200))
    const numbers = recorded.map((response) => response.body.data!.statementNo!)
    expect(new Set(numbers).size).toBe(10)
    const prefix = `EQ-${day.slice(0, 4)}${day.slice(5, 7)}-`
    for (const number of numbers) expect(number.startsWith(prefix)).toBe(true)
    // Other files may number bookings of the same month meanwhile, so only the ten's own order is checked.
    const sequence = numbers.map((number) => Number(number.slice(prefix.length))).sort((a, b) => a - b)
    expect(sequence.every((value, index) => index === 0 || value > sequence[index - 1]!)).toBe(true)
  })
})

describe('who reads a statement', () => {
  it('the owner and staff read it and its PDF; another member gets 404 and a guest 401', async () => {
    const { day, id } = await confirmedBooking({ member, token })
    expect((await recordLog(staff, id, logOf(day, '10:00', '12:00'))).httpStatus).toBe(200)
    const other = await memberToken(await createMember('eqoth'))

    expect((await statementOf(token, id)).httpStatus).toBe(200)
    expect((await statementOf(staff, id)).httpStatus).toBe(200)
    expect((await statementOf(other, id)).httpStatus).toBe(404)
    expect((await statementOf(null, id)).httpStatus).toBe(401)
    expect((await download(other, `/equipment/reservations/${id}/statement.pdf`)).status).toBe(404)
    expect((await download(null, `/equipment/reservations/${id}/statement.pdf`)).status).toBe(401)

    const pdf = await download(token, `/equipment/reservations/${id}/statement.pdf`)
    expect(pdf.status).toBe(200)
    expect(pdf.type).toBe('application/pdf')
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-')
    // The Korean font travels inside the file (a subset, tagged XXXXXX+Pretendard-Regular) …
    expect(pdf.body.toString('latin1')).toMatch(/\/FontFile2/)
    expect(pdf.body.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Pretendard-Regular/)
    // … and its text reads back as Korean.
    const text = pdfText(pdf.body)
    expect(text).toContain('장비 이용 내역서')
    expect(text).toContain('이용')
    expect(text).toContain((await statementOf(token, id)).body.data!.statementNo)
    expect(text).toContain('20,000원')
    expect((await download(staff, `/equipment/reservations/${id}/statement.pdf`)).status).toBe(200)
  })
})

describe('the monthly statement', () => {
  it('adds up a member’s month, and a company’s for its 관리자 alone, with colleagues’ names masked', async () => {
    const manager = await createCompanyMember('eqmgr')
    const colleague = await createCompanyMember('eqcol', { companyId: manager.companyId, role: 'member' })
    const managerToken = await memberToken(manager)
    const colleagueToken = await memberToken(colleague)
    const day = workingDay(5)
    const month = day.slice(0, 7)

    const mine = await confirmedBooking({ member: manager, token: managerToken })
    await recordLog(staff, mine.id, logOf(day, '10:00', '12:00'))
    const theirs = await confirmedBooking({ member: colleague, token: colleagueToken })
    await recordLog(staff, theirs.id, logOf(day, '10:00', '11:30', { adjustmentAmount: 2000, adjustmentReason: '소모품 추가' }))
    const second = await confirmedBooking({ member: colleague, token: colleagueToken }, ['14:00'])
    await recordLog(staff, second.id, logOf(day, '14:00', '15:00'))

    const own = await v1<EquipmentStatement>(`/equipment/statements?month=${month}`, { headers: bearer(colleagueToken) })
    expect(own.httpStatus).toBe(200)
    expect(own.body.data!.kind).toBe('member-month')
    expect(own.body.data!.lines.map((line) => line.reservationId)).toEqual([theirs.id, second.id])
    expect(own.body.data!.totals.total).toBe(sumOf(own.body.data!))
    expect(own.body.data!.totals.total).toBe(15000 + 2000 + 10000)
    expect(own.body.data!.totals.supplyAmount + own.body.data!.totals.vatAmount).toBe(own.body.data!.totals.total)
    expect(own.body.data!.statementNo).toBe(`EQM-${month.replace('-', '')}-U${String(colleague.id).padStart(5, '0')}`)

    expectRefused(
      await v1(`/equipment/statements?month=${month}&scope=company`, { headers: bearer(colleagueToken) }),
      403,
      equipmentMessages.statement.companyManagersOnly,
    )
    const company = await v1<EquipmentStatement>(`/equipment/statements?month=${month}&scope=company`, { headers: bearer(managerToken) })
    expect(company.httpStatus).toBe(200)
    expect(company.body.data!.kind).toBe('company-month')
    expect(company.body.data!.lines.map((line) => line.reservationId).sort()).toEqual([mine.id, theirs.id, second.id].sort())
    expect(company.body.data!.totals.total).toBe(20000 + 15000 + 2000 + 10000)
    const names = company.body.data!.lines.map((line) => [line.reservationId, line.userName])
    expect(names).toContainEqual([mine.id, manager.name])
    expect(names).toContainEqual([theirs.id, '테***원'])

    const pdf = await download(managerToken, `/equipment/statements/${month}.pdf?scope=company`)
    expect(pdf.status).toBe(200)
    expect(pdfText(pdf.body)).toContain('장비 이용료 청구서')
    expect((await download(colleagueToken, `/equipment/statements/${month}.pdf?scope=company`)).status).toBe(403)
    expectRefused(await v1(`/equipment/statements?month=2026-13`, { headers: bearer(token) }), 400, equipmentMessages.monthFormat)
  })
})
