import type { ReservationRequest } from '../../contract/equipment'
import { addDays, kstDateTime, kstDay, weekdayOf } from '../../cms/platform/time/kst'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { holidaySeeds } from '../../seed/data/equipment'
import { bearer, loginToken, requestJson, v1 } from './api'
import { adminLogin, type TestMember } from './members'
import { everyDayNineToSix } from './opening-rules'

let equipmentCount = 0

/** Sign-ins are kept per test file: each one counts against the server's per-IP login limit. */
const signIns = new Map<string, Promise<string>>()
const signIn = (username: string, password: string = seedPassword) => {
  if (!signIns.has(username)) signIns.set(username, loginToken(username, password))
  return signIns.get(username)!
}

export type EquipmentOverrides = {
  openingRules?: Partial<{
    weekdays: string[]
    openTime: string
    closeTime: string
    slotMinutes: '30' | '60' | '120'
    maxSlotsPerBooking: number
    horizonDays: number
    cancelNoticeHours: number
  }>
  closures?: { startDate: string; endDate: string; reason: string }[]
  bookable?: boolean
  safetyTrainingRequired?: boolean
  usageModes?: { mode: 'self' | 'analysis'; fee: number; unit?: 'hour' | 'use' | 'sample' | 'day'; feeUnit: string; bySamples?: boolean }[]
  /** This equipment's exceptions to 장비 이용료 기준표 (issue 31). */
  rates?: { rateOverrides?: { userType: string; factorPercent: number }[]; minimumCharge?: number; vatMode?: 'separate' | 'included' }
  quotas?: { maxHoursPerWeek?: number; maxHoursPerMonth?: number; maxOpenBookings?: number }
}

/** Published equipment of a test's own (open every day 09:00–18:00 unless told otherwise), made by the admin. */
export const createTestEquipment = async (overrides: EquipmentOverrides = {}) => {
  equipmentCount += 1
  const { httpStatus, body } = await requestJson<{ doc?: { id: number } }>('/api/equipment', {
    method: 'POST',
    headers: bearer(await adminLogin()),
    body: JSON.stringify({
      equipmentNo: `T-${Date.now().toString(36)}-${equipmentCount}`,
      name: `시험용 장비 ${equipmentCount}`,
      category: 'measurement',
      usageModes: overrides.usageModes ?? [{ mode: 'self', fee: 10000, feeUnit: '1시간' }],
      bookable: overrides.bookable ?? true,
      safetyTrainingRequired: overrides.safetyTrainingRequired ?? false,
      openingRules: { ...everyDayNineToSix, ...overrides.openingRules },
      closures: overrides.closures ?? [],
      quotas: overrides.quotas ?? {},
      ...overrides.rates,
      _status: 'published',
    }),
  })
  if (httpStatus !== 201 || !body.doc) throw new Error(`creating equipment failed: ${httpStatus} ${JSON.stringify(body)}`)
  return body.doc.id
}

export const today = () => kstDay(new Date())

const holidays = new Set(holidaySeeds.map((holiday) => holiday.date))

/** The first day at least `offset` days ahead that is no public holiday (and, if given, falls on `weekday`). */
export const workingDay = (offset: number, weekday?: number) => {
  let day = addDays(today(), offset)
  while (holidays.has(day) || (weekday !== undefined && weekdayOf(day) !== weekday)) day = addDays(day, 1)
  return day
}

export const bookingFor = (
  member: TestMember,
  equipmentId: number,
  date: string,
  slots: string[],
  extra: Partial<ReservationRequest> = {},
): ReservationRequest => ({
  equipmentId,
  date,
  slots,
  usageMode: 'self',
  purpose: '복합재 시편 인장 시험',
  applicantName: member.name,
  organisation: '새솔테크 연구소',
  phone: '010-1234-5678',
  email: member.email,
  ...extra,
})

export const memberToken = (member: TestMember) => signIn(member.username, member.password)

export const seedMemberToken = (username: typeof seedUsernames.member1 | typeof seedUsernames.member2) => signIn(username)

export const book = <T>(token: string, request: ReservationRequest) =>
  v1<T>('/equipment/reservations', { method: 'POST', headers: bearer(token), body: JSON.stringify(request) })

export const staffToken = () => signIn(seedUsernames.staff)

export const moveState = <T>(token: string, reservationId: number, to: string, reason?: string) =>
  v1<T>(`/equipment/reservations/${reservationId}/state`, { method: 'POST', headers: bearer(token), body: JSON.stringify({ to, reason }) })

export const cancel = <T>(token: string, reservationId: number, reason?: string) =>
  v1<T>(`/equipment/reservations/${reservationId}/cancel`, { method: 'PATCH', headers: bearer(token), body: JSON.stringify({ reason }) })

/**
 * The next two half-hour slots still to begin (Seoul), today's or just after midnight's, on equipment
 * open around the clock: a booking there is within a two-hour reminder's reach whenever a test runs.
 */
export const nextHalfHourSlots = () => {
  const now = new Date(Date.now() + 5 * 60 * 1000)
  const [day, time] = kstDateTime(now).split(' ') as [string, string]
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
  const starts: { day: string; start: string }[] = []
  for (let slot = Math.ceil(minutes / 30) * 30; starts.length < 2; slot += 30) {
    // The grid's last slot is 23:00~23:30.
    if (slot % (24 * 60) === 23 * 60 + 30) continue
    const onDay = slot < 24 * 60 ? day : addDays(day, 1)
    const of = slot % (24 * 60)
    starts.push({ day: onDay, start: `${String(Math.floor(of / 60)).padStart(2, '0')}:${String(of % 60).padStart(2, '0')}` })
  }
  return starts
}
