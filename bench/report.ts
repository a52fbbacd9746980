import type { BookingRun, SeriesComparison } from './equipment'
import type { MixedLoadResult } from './mixed-load'
import type { OpenLoopResult } from './open-loop'
import type { RealDayResult } from './real-day'

/** How `npm run bench` prints each section: tables for figures, met/NO for every goal the issues set. */
const met = (ok: boolean) => (ok ? 'met' : 'NO')

export const OPEN_LOOP_P99_GOAL_MS = 50
/** Issue 36: resident memory at the end within this share of its size at minute 2. */
const MEMORY_DRIFT_GOAL = 0.1

export const printMixed = (mixed: MixedLoadResult) => {
  console.log('')
  console.table([
    {
      case: 'mixed read load · closed loop',
      'req/s': mixed.requestsPerSecond,
      'p50 ms': mixed.p50,
      'p99 ms': mixed.p99,
      'max ms': mixed.max,
      errors: mixed.errors,
      timeouts: mixed.timeouts,
      'non-2xx': mixed.non2xx,
    },
  ])
  const { start, firstMinute, end, peak } = mixed.memoryMb
  console.log(`server memory (RSS): ${start} MB before, ${firstMinute} MB after the first minute, ${end} MB at the end, ${peak} MB at most`)
}

export const printBookings = (bookings: BookingRun, series: SeriesComparison) => {
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
  console.log('Clients book one random slot each among 20 days × 9 slots; a slot is won once, the rest get 409.')
  console.log('')
  console.table([
    {
      case: `recurring booking · ${series.occurrences} dates`,
      'one by one ms': Math.round(series.singleMs),
      'one series ms': Math.round(series.seriesMs),
      goal: 'series < one by one',
      met: series.seriesMs < series.singleMs ? 'yes' : 'NO',
    },
  ])
}

export const printOpenLoop = (open: OpenLoopResult, closedLoopRate: number) => {
  console.log('')
  console.table([
    {
      case: `mixed read load · open loop · ${open.seconds}s`,
      'closed-loop capacity req/s': closedLoopRate,
      'sent req/s': open.sentRate,
      'answered req/s': open.answeredRate,
      'p50 ms': open.latency.p50,
      'p99 ms': open.latency.p99,
      'p99.9 ms': open.latency.p999,
      'max ms': open.latency.max,
      errors: open.errors,
    },
  ])
  console.log('Latency counts from each request’s scheduled send time, so a late answer cannot hide the ones queued behind it.')
  console.log(`the sender’s own lag behind its schedule: p99 ${open.sendLagMs.p99} ms, max ${open.sendLagMs.max} ms (counted in the latency above)`)
  console.log(
    `goal: p99 ≤ ${OPEN_LOOP_P99_GOAL_MS} ms and 0 errors at half the capacity → ${met(open.latency.p99 <= OPEN_LOOP_P99_GOAL_MS && open.errors === 0)}`,
  )
}

export const printRealDay = (day: RealDayResult) => {
  console.log('')
  console.table(
    (['read', 'write'] as const).map((kind) => ({
      case: `a real day · ${kind}s`,
      requests: day.latency[kind].count,
      'req/s': Math.round(day.latency[kind].count / day.seconds),
      'p50 ms': day.latency[kind].p50,
      'p99 ms': day.latency[kind].p99,
      'max ms': day.latency[kind].max,
    })),
  )
  console.log(`errors: ${day.errors}, 5xx: ${day.serverErrors}, lost booking races (409, expected): ${day.bookingConflicts}`)
  for (const line of day.firstErrors) console.log(`  e.g. ${line}`)
  const { earlyAtSecond, early, end } = day.memoryMb
  const drift = early > 0 ? Math.abs(end - early) / early : 1
  console.log(
    `server memory (RSS): ${early} MB at ${earlyAtSecond}s, ${end} MB at the end (${(drift * 100).toFixed(1)}% apart) → ${met(drift <= MEMORY_DRIFT_GOAL)}`,
  )
  console.log('')
  console.table(
    Object.entries(day.acknowledged).map(([kind, count]) => ({
      write: kind,
      acknowledged: count,
      'in the database': day.found[kind as keyof typeof day.found],
      met: met(count === day.found[kind as keyof typeof day.found]),
    })),
  )
  console.log(`PRAGMA integrity_check: ${day.integrity} → ${met(day.integrity === 'ok')}`)
  console.log(`goal: 0 errors and no 5xx → ${met(day.errors === 0 && day.serverErrors === 0)}`)
}
