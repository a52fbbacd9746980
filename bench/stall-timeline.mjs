/*
 * A stall timeline of the server process, for finding what stops its event loop under load (the
 * open loop's tail, docs/performance.md). Loaded into the bench's server with
 * `BENCH_NODE_ARGS="--import ./bench/stall-timeline.mjs"`; writes `STALL_TIMELINE_OUT` (JSON, times in
 * ms since the process started) each second and at exit:
 * - `stalls`: [when, how late] for every 5 ms tick that came more than 10 ms late;
 * - `collections`: [when, how long, kind] for every GC pause over 3 ms (kind 1 young, 4 full, 8 incremental);
 * - `heap`: [when, MB used per V8 space] each second.
 * Lined up, they tell a collection from work that holds the loop (a stall with no collection beside it).
 */
import fs from 'node:fs'
import { PerformanceObserver, performance } from 'node:perf_hooks'
import v8 from 'node:v8'

const out = process.env.STALL_TIMELINE_OUT ?? `stall-timeline-${process.pid}.json`
const TICK_MS = 5
const stalls = []
const collections = []
const heap = []

let last = performance.now()
setInterval(() => {
  const now = performance.now()
  const late = now - last - TICK_MS
  if (late > 10) stalls.push([Math.round(last), Math.round(late)])
  last = now
}, TICK_MS).unref()

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.duration > 3) collections.push([Math.round(entry.startTime), Math.round(entry.duration * 10) / 10, entry.detail?.kind])
  }
}).observe({ entryTypes: ['gc'] })

const write = () => fs.writeFileSync(out, JSON.stringify({ stalls, collections, heap }))
setInterval(() => {
  const spaces = v8.getHeapSpaceStatistics().map((space) => [space.space_name, Math.round(space.space_used_size / 1048576)])
  heap.push([Math.round(performance.now()), Object.fromEntries(spaces)])
  write()
}, 1000).unref()
process.on('exit', write)
