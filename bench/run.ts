import type { EventEmitter } from 'node:events'
import autocannon from 'autocannon'
import { startPortal } from '../tests/helpers/portal-process'
import { availabilityPath, createBenchEquipment, runBookings } from './equipment'

/**
 * `npm run bench`: the same notice data read through /api/v1 and through Payload's own REST, side by
 * side, then a month of equipment availability and a burst of bookings with conflicts. The portal
 * runs as its own process on a fresh seeded database; only loopback is loaded.
 */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const BOOKING_REQUESTS = Number(process.env.BENCH_BOOKINGS ?? 400)

type Row = { name: string; path: string; requestsPerSecond: number; p50: number; p95: number; errors: number; non2xx: number }

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0

/** Latencies come from autocannon's per-response event so p95 is exact rather than its nearest bucket. */
const measure = async (baseUrl: string, name: string, path: string): Promise<Row> => {
  const latencies: number[] = []
  // autocannon's types describe the promise only; the same object is the event emitter that reports each response.
  const instance = autocannon({ url: `${baseUrl}${path}`, connections: CONNECTIONS, duration: DURATION_SECONDS }) as unknown as EventEmitter &
    Promise<autocannon.Result>
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime))
  const result = await instance
  latencies.sort((a, b) => a - b)
  return {
    name,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50: Number(percentile(latencies, 0.5).toFixed(1)),
    p95: Number(percentile(latencies, 0.95).toFixed(1)),
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

const portal = await startPortal('bench')
try {
  const list = await (await fetch(`${portal.url}/api/v1/boards/notice/list?pageSize=10`)).json()
  const id = list.data.list[3].id
  const cases: [string, string][] = [
    ['health check · express', '/healthz'],
    ['categories (no database) · /api/v1', '/api/v1/equipment/categories'],
    ['notice list · /api/v1', '/api/v1/boards/notice/list?pageNum=1&pageSize=10'],
    ['notice list · Payload REST', '/api/notices?page=1&limit=10&depth=1&sort=-pinned,-publishedAt'],
    ['notice detail · /api/v1', `/api/v1/boards/notice/${id}`],
    ['notice detail · Payload REST', `/api/notices/${id}?depth=1`],
  ]
  const equipmentId = await createBenchEquipment(portal.url)
  // Bookings first, so the availability month below reads a calendar with slots held.
  const bookings = await runBookings(portal.url, equipmentId, { requests: BOOKING_REQUESTS, connections: CONNECTIONS, days: 20 })
  cases.push(['equipment month availability · /api/v1', availabilityPath(equipmentId)])
  const rows: Row[] = []
  for (const [name, path] of cases) {
    process.stdout.write(`measuring ${name} (${DURATION_SECONDS}s, ${CONNECTIONS} connections)…\n`)
    rows.push(await measure(portal.url, name, path))
  }
  console.log('')
  console.table(
    rows.map((row) => ({
      case: row.name,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50,
      'p95 ms': row.p95,
      errors: row.errors,
      'non-2xx': row.non2xx,
    })),
  )
  console.log('The /api/v1 detail also counts a view (one UPDATE per read); Payload REST does not.')
  const rate = (name: string) => rows.find((row) => row.name === name)?.requestsPerSecond ?? 0
  const ratio = (over: string, under: string) => (rate(under) > 0 ? (rate(over) / rate(under)).toFixed(2) : 'n/a')
  console.log('')
  console.table([
    { ratio: 'notice list: /api/v1 ÷ Payload REST (goal ≥ 2)', value: ratio('notice list · /api/v1', 'notice list · Payload REST') },
    { ratio: 'notice list: /api/v1 ÷ /healthz (goal ≥ 0.5)', value: ratio('notice list · /api/v1', 'health check · express') },
    { ratio: 'notice detail: /api/v1 ÷ Payload REST (goal ≥ 1)', value: ratio('notice detail · /api/v1', 'notice detail · Payload REST') },
    { ratio: 'categories: /api/v1 ÷ /healthz', value: ratio('categories (no database) · /api/v1', 'health check · express') },
  ])
  console.log('')
  console.table([
    {
      case: 'equipment booking · POST /api/v1/equipment/reservations',
      requests: bookings.requests,
      'req/s': Math.round(bookings.requests / bookings.seconds),
      'bookings/s': Math.round(bookings.booked / bookings.seconds),
      booked: bookings.booked,
      '409 conflicts': bookings.conflicts,
      '400 refused': bookings.refused,
      'other errors': bookings.failed,
    },
  ])
  console.log(`${CONNECTIONS} clients book one random slot each among 20 days × 9 slots; a slot is won once, the rest get 409.`)
} finally {
  await portal.stop()
}
