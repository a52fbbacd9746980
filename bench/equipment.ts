import { addDays, kstDay } from '../cms/platform/time/kst'
import { seedPassword, seedUsernames } from '../seed/data/accounts'
import { random } from '../seed/lib/art'
import { everyDayNineToSix } from '../tests/helpers/opening-rules'

/**
 * The shared-equipment cases of `npm run bench`: a month of availability (read), and bookings of
 * random slots by several clients at once (write, with conflicts: every slot can be won once).
 */

export const login = async (baseUrl: string, username: string) => {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: seedPassword }),
  })
  const { token } = (await response.json()) as { token: string }
  return token
}

/** Equipment open every day 09:00–18:00, so a booking run has 9 slots a day to fight over. */
export const createBenchEquipment = async (baseUrl: string) => {
  const token = await login(baseUrl, seedUsernames.admin)
  const response = await fetch(`${baseUrl}/api/equipment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({
      equipmentNo: `BENCH-${Date.now()}`,
      name: '벤치마크용 장비',
      category: 'etc',
      usageModes: [{ mode: 'self', fee: 0, feeUnit: '1시간' }],
      openingRules: everyDayNineToSix,
      _status: 'published',
    }),
  })
  const { doc } = (await response.json()) as { doc: { id: number } }
  return doc.id
}

export type BookingRun = { requests: number; booked: number; conflicts: number; refused: number; failed: number; seconds: number }

/**
 * `connections` clients book one random slot each, `requests` in all, over `days` days from
 * tomorrow (holidays answer 400 and count as refused). Slots are few enough that many collide.
 */
export const runBookings = async (
  baseUrl: string,
  equipmentId: number,
  { requests, connections, days }: { requests: number; connections: number; days: number },
): Promise<BookingRun> => {
  const token = await login(baseUrl, seedUsernames.member1)
  // Seeded, so every run asks for the same slots in the same order.
  const next = random(4242)
  const today = kstDay(new Date())
  const run: BookingRun = { requests, booked: 0, conflicts: 0, refused: 0, failed: 0, seconds: 0 }
  let sent = 0
  const client = async () => {
    while (sent < requests) {
      sent += 1
      const date = addDays(today, 1 + Math.floor(next() * days))
      const start = `${String(9 + Math.floor(next() * 9)).padStart(2, '0')}:00`
      const response = await fetch(`${baseUrl}/api/v1/equipment/reservations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify({
          equipmentId,
          date,
          slots: [start],
          usageMode: 'self',
          purpose: '벤치마크',
          applicantName: '김민준',
          organisation: '새솔대학교',
          phone: '010-3456-7890',
          email: 'member1@example.com',
        }),
      })
      await response.arrayBuffer()
      if (response.status === 200) run.booked += 1
      else if (response.status === 409) run.conflicts += 1
      else if (response.status === 400) run.refused += 1
      else run.failed += 1
    }
  }
  const startedAt = performance.now()
  await Promise.all(Array.from({ length: connections }, client))
  run.seconds = (performance.now() - startedAt) / 1000
  return run
}

export const availabilityPath = (equipmentId: number) => `/api/v1/equipment/${equipmentId}/availability?month=${kstDay(new Date()).slice(0, 7)}`

/** The booking dialog's price call: two hours tomorrow, as a guest (the rate card, the equipment and no member to type). */
export const quotePath = (equipmentId: number) =>
  `/api/v1/equipment/${equipmentId}/quote?usageMode=self&date=${addDays(kstDay(new Date()), 1)}&start=10:00&end=12:00`

export type SeriesComparison = { occurrences: number; singleMs: number; seriesMs: number }

/**
 * A 12-occurrence recurring booking against the same 12 dates booked one by one (issue 31): weekly
 * on six weekdays for two weeks from a week ahead, the singles at 10:00 and the series at 11:00 on
 * the same equipment, so both find the same calendar. Holidays are skipped by both alike.
 */
export const compareSeries = async (baseUrl: string, equipmentId: number): Promise<SeriesComparison> => {
  const token = await login(baseUrl, seedUsernames.member2)
  const first = addDays(kstDay(new Date()), 30)
  const weekday = new Date(`${first}T00:00:00Z`).getUTCDay()
  const weekdays = [0, 1, 2, 3, 4, 5, 6].filter((day) => day !== weekday)
  const booking = {
    slots: ['10:00'],
    usageMode: 'self',
    purpose: '벤치마크',
    applicantName: '최서연',
    organisation: '한빛정밀',
    phone: '010-3456-7890',
    email: 'member2@example.com',
  }
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify(body),
    })
    return (await response.json()) as { data?: { occurrences?: { date: string; ok: boolean }[] } }
  }
  const rule = { repeat: 'weekly', weekdays, weeks: 2 }
  const check = await post(`/equipment/${equipmentId}/series/check`, { ...booking, date: first, rule })
  const dates = (check.data?.occurrences ?? []).filter((occurrence) => occurrence.ok).map((occurrence) => occurrence.date)
  const singleStart = performance.now()
  for (const date of dates) await post('/equipment/reservations', { ...booking, equipmentId, date })
  const singleMs = performance.now() - singleStart
  const seriesStart = performance.now()
  await post(`/equipment/${equipmentId}/series`, { ...booking, slots: ['11:00'], date: first, rule, partial: true })
  return { occurrences: dates.length, singleMs, seriesMs: performance.now() - seriesStart }
}
