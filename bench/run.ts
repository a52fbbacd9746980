import type { EventEmitter } from 'node:events'
import autocannon from 'autocannon'
import { startPortal } from '../tests/helpers/portal-process'
import { seedUsernames } from '../seed/data/accounts'
import { bulkMonths, insertBulkApplications } from '../tests/helpers/bulk-applications'
import { availabilityPath, compareSeries, createBenchEquipment, login, quotePath, runBookings } from './equipment'
import { mixedReadRequests, runMixedLoad } from './mixed-load'
import { percentile } from './latency'
import { runOpenLoop } from './open-loop'
import { profileMixedLoad } from './profile'
import { runRealDay } from './real-day'
import { printBookings, printMixed, printOpenLoop, printRealDay } from './report'

/**
 * `npm run bench`: each /api/v1 list and detail next to Payload's own REST on the same query, the
 * express health check as the floor, a month of equipment availability, a burst of bookings with
 * conflicts, and a mixed read load at many connections with the server's memory. The portal runs
 * as its own process on a fresh seeded database, started as `npm start` starts it; only loopback
 * is loaded. Compare ratios from one run: absolute figures move with the machine.
 */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const BOOKING_REQUESTS = Number(process.env.BENCH_BOOKINGS ?? 400)
const MIXED_CONNECTIONS = Number(process.env.BENCH_MIXED_CONNECTIONS ?? 200)
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 120)
/** Issue 36: the open loop sends at half the mixed load's closed-loop rate, measured this briefly when the mixed section is skipped. */
const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 60)
const CAPACITY_SECONDS = Number(process.env.BENCH_CAPACITY_SECONDS ?? 20)
const RW_SECONDS = Number(process.env.BENCH_RW_SECONDS ?? 600)
const RW_CONNECTIONS = Number(process.env.BENCH_RW_CONNECTIONS ?? 100)
const PROFILE_SECONDS = Number(process.env.BENCH_PROFILE_SECONDS ?? 30)
/** 운영 통계 (issue 34) over this many applications; a summary takes about a second, so few connections at once. */
const STATISTICS_APPLICATIONS = 100_000
const STATISTICS_CONNECTIONS = Number(process.env.BENCH_STATISTICS_CONNECTIONS ?? 2)

type Row = { name: string; requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number }

/** Latencies come from autocannon's per-response event so p99 is exact rather than its nearest bucket. */
const measure = async (
  baseUrl: string,
  name: string,
  path: string,
  { headers = {}, connections = CONNECTIONS }: { headers?: Record<string, string>; connections?: number } = {},
): Promise<Row> => {
  const latencies: number[] = []
  // autocannon's types describe the promise only; the same object is the event emitter that reports each response.
  const instance = autocannon({ url: `${baseUrl}${path}`, headers, connections, duration: DURATION_SECONDS }) as unknown as EventEmitter &
    Promise<autocannon.Result>
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime))
  const result = await instance
  latencies.sort((a, b) => a - b)
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: Number(percentile(latencies, 0.5).toFixed(1)),
    p99: Number(percentile(latencies, 0.99).toFixed(1)),
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

/** [case name, path]; a pair's REST query asks the same page size and the fields the screen needs. */
const cases = (noticeId: number, equipmentId: number): [string, string][] => [
  ['health check · express', '/healthz'],
  ['categories (no database) · /api/v1', '/api/v1/equipment/categories'],
  ['notice list · /api/v1', '/api/v1/boards/notice/list?pageNum=1&pageSize=10'],
  [
    'notice list · Payload REST',
    '/api/notices?page=1&limit=10&depth=0&sort=-pinned,-publishedAt&select[title]=true&select[category]=true&select[author]=true&select[publishedAt]=true&select[viewCount]=true&select[pinned]=true&select[attachments]=true&select[plainText]=true',
  ],
  ['posts list · /api/v1', '/api/v1/posts/list?pageNum=1&pageSize=10'],
  ['news list · /api/v1', '/api/v1/boards/news/list?pageNum=1&pageSize=9'],
  [
    'news list · Payload REST',
    '/api/news?page=1&limit=9&depth=1&sort=-publishedAt&select[title]=true&select[category]=true&select[author]=true&select[publishedAt]=true&select[viewCount]=true&select[image]=true&select[attachments]=true&select[plainText]=true',
  ],
  ['course list · /api/v1', '/api/v1/education/courses/list?pageNum=1&pageSize=8'],
  ['course list · Payload REST', '/api/courses?page=1&limit=8&depth=1&sort=-applyStart'],
  ['home banners · /api/v1', '/api/v1/main/benefit'],
  ['home banners · Payload REST', '/api/banners?limit=10&depth=1&sort=order'],
  ['notice detail · /api/v1', `/api/v1/boards/notice/${noticeId}`],
  ['notice detail · Payload REST', `/api/notices/${noticeId}?depth=1`],
  ['equipment list · /api/v1', '/api/v1/equipment/list?pageNum=1&pageSize=12'],
  ['equipment list · Payload REST', '/api/equipment?page=1&limit=12&depth=1&sort=equipmentNo'],
  ['technology list · /api/v1', '/api/v1/tech-transfer/technologies?pageIndex=1&pageSize=12'],
  ['technology list · Payload REST', '/api/technologies?page=1&limit=12&depth=1&sort=-publishedAt'],
  ['equipment month availability · /api/v1', availabilityPath(equipmentId)],
  ['equipment quote · /api/v1', quotePath(equipmentId)],
  // The header's 통합검색: a list per type, kept for guests under the content version (issue 36).
  ['site search, a guest · /api/v1', `/api/v1/search?searchKeyword=${encodeURIComponent('교육')}`],
  // A guest's first request of the notice board: the page rendered on the server with its data, kept
  // under the content version until something guests see changes.
  ['notice board page · server-rendered HTML', '/infoPlaza/notice'],
  // A notice's page counts a view, so it is drawn for every visit: what an uncached page costs.
  ['notice detail page · server-rendered HTML, drawn every visit', `/infoPlaza/noticeDetail?id=${noticeId}`],
]

const goals: [string, string, string, number][] = [
  ['notice list: /api/v1 ÷ Payload REST', 'notice list · /api/v1', 'notice list · Payload REST', 2],
  ['news list: /api/v1 ÷ Payload REST', 'news list · /api/v1', 'news list · Payload REST', 2],
  ['course list: /api/v1 ÷ Payload REST', 'course list · /api/v1', 'course list · Payload REST', 2],
  ['home banners: /api/v1 ÷ Payload REST', 'home banners · /api/v1', 'home banners · Payload REST', 2],
  ['equipment list: /api/v1 ÷ Payload REST', 'equipment list · /api/v1', 'equipment list · Payload REST', 2],
  // Issue 33 asks the catalogue for 5×: it reads one row per card where REST builds every technology whole.
  ['technology list: /api/v1 ÷ Payload REST', 'technology list · /api/v1', 'technology list · Payload REST', 5],
  ['notice list: /api/v1 ÷ /healthz', 'notice list · /api/v1', 'health check · express', 0.5],
  ['posts list: /api/v1 ÷ /healthz', 'posts list · /api/v1', 'health check · express', 0.5],
  ['news list: /api/v1 ÷ /healthz', 'news list · /api/v1', 'health check · express', 0.5],
  ['course list: /api/v1 ÷ /healthz', 'course list · /api/v1', 'health check · express', 0.5],
  ['equipment list: /api/v1 ÷ /healthz', 'equipment list · /api/v1', 'health check · express', 0.5],
  ['technology list: /api/v1 ÷ /healthz', 'technology list · /api/v1', 'health check · express', 0.5],
  ['equipment quote: /api/v1 ÷ /healthz', 'equipment quote · /api/v1', 'health check · express', 0.5],
  ['site search (guest): /api/v1 ÷ /healthz', 'site search, a guest · /api/v1', 'health check · express', 0.5],
  ['notice detail (counts a view): /api/v1 ÷ Payload REST', 'notice detail · /api/v1', 'notice detail · Payload REST', 1],
  // Issue 35: served from the page cache, which a staff edit in any process empties for the next request.
  ['notice board page (server-rendered) ÷ /healthz', 'notice board page · server-rendered HTML', 'health check · express', 0.1],
]

/**
 * `BENCH_ONLY=rw,open` runs only the named sections (the machine may be shared); without it, all but
 * `profile`, which starts its own portal under the profiler and is asked for by name.
 */
const sectionNames = ['cases', 'bookings', 'mixed', 'open', 'rw', 'statistics', 'profile'] as const
type Section = (typeof sectionNames)[number]
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim())
const unknownSections = only?.filter((name) => !(sectionNames as readonly string[]).includes(name)) ?? []
if (unknownSections.length > 0) throw new Error(`BENCH_ONLY names unknown sections: ${unknownSections.join(', ')} (known: ${sectionNames.join(', ')})`)
const runs = (section: Section) => (only ? only.includes(section) : section !== 'profile')

const printCases = (rows: Row[]) => {
  console.log('')
  console.table(
    rows.map((row) => ({ case: row.name, 'req/s': row.requestsPerSecond, 'p50 ms': row.p50, 'p99 ms': row.p99, errors: row.errors, 'non-2xx': row.non2xx })),
  )
  console.log('The /api/v1 detail also counts a view (one UPDATE per read); Payload REST does not.')
  const rate = (name: string) => rows.find((row) => row.name === name)?.requestsPerSecond ?? 0
  // A ratio is printed when both its cases ran; one that ran and answered nothing shows as NO.
  const ran = (name: string) => rows.some((row) => row.name === name)
  const measured = goals.filter(([, over, under]) => ran(over) && ran(under))
  if (measured.length === 0) return
  console.log('')
  console.table(
    measured.map(([label, over, under, goal]) => {
      const value = rate(under) > 0 ? rate(over) / rate(under) : 0
      return { ratio: label, value: value.toFixed(2), goal: `≥ ${goal}`, met: value >= goal ? 'yes' : 'NO' }
    }),
  )
}

const portal = await startPortal(
  'bench',
  {},
  {
    nodeEnv: null,
    jobSchedule: 'as-deployed',
    nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean),
  },
)
try {
  const list = await (await fetch(`${portal.url}/api/v1/boards/notice/list?pageSize=10`)).json()
  const noticeId = list.data.list[3].id
  const rows: Row[] = []
  if (runs('bookings') || runs('cases')) {
    const equipmentId = await createBenchEquipment(portal.url)
    if (runs('bookings')) {
      // Bookings first, so the availability month below reads a calendar with slots held.
      const bookings = await runBookings(portal.url, equipmentId, { requests: BOOKING_REQUESTS, connections: CONNECTIONS, days: 20 })
      // Past the 20 days the booking run fights over, so both sides find the same free calendar.
      const series = await compareSeries(portal.url, equipmentId)
      printBookings(bookings, series)
    }
    if (runs('cases')) {
      for (const [name, path] of cases(noticeId, equipmentId)) {
        process.stdout.write(`measuring ${name} (${DURATION_SECONDS}s, ${CONNECTIONS} connections)…\n`)
        rows.push(await measure(portal.url, name, path))
      }
    }
  }
  let closedLoopRate: number | undefined
  if (runs('mixed')) {
    process.stdout.write(`measuring the mixed read load (${MIXED_SECONDS}s, ${MIXED_CONNECTIONS} connections)…\n`)
    const mixed = await runMixedLoad(portal.url, portal.child.pid!, { connections: MIXED_CONNECTIONS, seconds: MIXED_SECONDS, noticeId })
    closedLoopRate = mixed.requestsPerSecond
    printMixed(mixed)
  }
  if (runs('open')) {
    if (closedLoopRate === undefined) {
      // Without the mixed section, its capacity is measured briefly here: the open loop needs a rate.
      process.stdout.write(`measuring the mixed read load's capacity (${CAPACITY_SECONDS}s, ${MIXED_CONNECTIONS} connections)…\n`)
      closedLoopRate = (await runMixedLoad(portal.url, portal.child.pid!, { connections: MIXED_CONNECTIONS, seconds: CAPACITY_SECONDS, noticeId }))
        .requestsPerSecond
    }
    const rate = closedLoopRate / 2
    process.stdout.write(`sending the mixed read load open-loop at ${Math.round(rate)} req/s for ${OPEN_SECONDS}s…\n`)
    const open = await runOpenLoop(portal.url, await mixedReadRequests(portal.url, noticeId), { rate, seconds: OPEN_SECONDS })
    printOpenLoop(open, closedLoopRate)
  }
  if (runs('rw')) {
    process.stdout.write(`a day of reads and writes: ${RW_CONNECTIONS} visitors for ${RW_SECONDS}s…\n`)
    printRealDay(await runRealDay(portal.url, { pid: portal.child.pid!, dataDir: portal.dataDir, connections: RW_CONNECTIONS, seconds: RW_SECONDS }))
  }
  if (runs('statistics')) {
    // Last, so no case above reads a database 100,000 applications larger than the demo's.
    process.stdout.write(
      `adding ${STATISTICS_APPLICATIONS.toLocaleString('en')} applications and measuring 운영 통계 (${STATISTICS_CONNECTIONS} connections)…\n`,
    )
    await insertBulkApplications(`file:${portal.dataDir}/portal.db`, STATISTICS_APPLICATIONS / bulkMonths.length)
    const staff = await login(portal.url, seedUsernames.staff)
    rows.push(
      await measure(
        portal.url,
        `statistics summary · ${STATISTICS_APPLICATIONS.toLocaleString('en')} applications · /api/v1`,
        '/api/v1/statistics/summary?from=2011-01&to=2011-12',
        {
          headers: { Authorization: `JWT ${staff}` },
          connections: STATISTICS_CONNECTIONS,
        },
      ),
    )
  }
  if (rows.length > 0) printCases(rows)
} finally {
  await portal.stop()
}
if (runs('profile')) await profileMixedLoad({ connections: MIXED_CONNECTIONS, seconds: PROFILE_SECONDS })
