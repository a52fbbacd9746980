import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startPortal } from '../tests/helpers/portal-process'
import { runMixedLoad } from './mixed-load'

/**
 * Where the closed-loop latency goes: the portal runs under V8's sampling profiler (`--cpu-prof`) and
 * prints every collection (`--trace-gc`) while the mixed read load saturates it; the summary gives
 * shares of the process's time, which hold on a shared machine where absolute times do not.
 */
type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

/** Where a function lives: a package, node itself, or the portal's own bundle. */
const placeOf = (url: string) => {
  if (!url) return '(V8)'
  if (url.startsWith('node:')) return 'node'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return pkg[1]!
  if (url.includes('dist/server/main.mjs')) return 'portal (cms/, bundled)'
  return path.basename(url)
}

const share = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`

/**
 * `window` is the load's place, in milliseconds before the profile ends (the process's exit): the
 * samples of start-up, seeding and shutdown stay out of the shares.
 */
export const summariseProfile = (profile: CpuProfile, window: { fromEndMs: number; toEndMs: number }) => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const selfMicros = new Map<number, number>()
  const from = profile.endTime - window.fromEndMs * 1000
  const to = profile.endTime - window.toEndMs * 1000
  let at = profile.startTime
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0
    if (at >= from && at <= to) selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0))
  })
  const total = [...selfMicros.values()].reduce((sum, micros) => sum + micros, 0)
  const busy = total - [...selfMicros].filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)').reduce((sum, [, micros]) => sum + micros, 0)

  const selfBy = (key: (node: ProfileNode) => string) => {
    const sums = new Map<string, number>()
    for (const [id, micros] of selfMicros) {
      const node = byId.get(id)!
      if (node.callFrame.functionName === '(idle)') continue
      sums.set(key(node), (sums.get(key(node)) ?? 0) + micros)
    }
    return [...sums].sort((a, b) => b[1] - a[1])
  }
  // Inclusive time of the portal's own functions: the request's work a function led, wherever it went.
  const inclusive = new Map<string, number>()
  // A function on the stack twice (recursion) is counted once, at its outermost call.
  const walk = (id: number, open: Set<string>): number => {
    const node = byId.get(id)!
    const own = placeOf(node.callFrame.url) === 'portal (cms/, bundled)' && node.callFrame.functionName ? node.callFrame.functionName : null
    const counted = own !== null && !open.has(own)
    if (counted) open.add(own!)
    const micros = (selfMicros.get(id) ?? 0) + (node.children ?? []).reduce((sum, child) => sum + walk(child, open), 0)
    if (counted) {
      open.delete(own!)
      inclusive.set(own!, (inclusive.get(own!) ?? 0) + micros)
    }
    return micros
  }
  walk(profile.nodes[0]!.id, new Set())

  return {
    busyShare: share(busy, total),
    places: selfBy((node) => (node.callFrame.functionName.startsWith('(') ? node.callFrame.functionName : placeOf(node.callFrame.url)))
      .slice(0, 12)
      .map(([place, micros]) => ({ where: place, 'share of busy time': share(micros, busy) })),
    functions: selfBy((node) => `${node.callFrame.functionName || '(anonymous)'} · ${placeOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`)
      .slice(0, 15)
      .map(([name, micros]) => ({ function: name, 'self share of busy time': share(micros, busy) })),
    portal: [...inclusive]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([name, micros]) => ({ 'portal function': name, 'inclusive share of busy time': share(micros, busy) })),
  }
}

/** `--trace-gc` lines: `[pid:addr:gc] 1234 ms: Scavenge 40.1 (50.2) -> 38.0 (52.2) MB, 1.2 / 0.0 ms ...`. */
export const summariseGc = (log: string, wallMs: number) => {
  const pauses = [...log.matchAll(/ms: (Scavenge|Mark-Compact|Minor Mark-Compact)[^,]*, ([\d.]+) \/ [\d.]+ ms/g)].map((match) => ({
    kind: match[1]!,
    ms: Number(match[2]),
  }))
  const byKind = new Map<string, number[]>()
  for (const pause of pauses) byKind.set(pause.kind, [...(byKind.get(pause.kind) ?? []), pause.ms])
  return [...byKind].map(([kind, times]) => ({
    collection: kind,
    count: times.length,
    'share of wall time': share(
      times.reduce((sum, ms) => sum + ms, 0),
      wallMs,
    ),
    'longest pause ms': Math.max(...times).toFixed(1),
  }))
}

export const profileMixedLoad = async ({ connections, seconds }: { connections: number; seconds: number }) => {
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-profile-'))
  const portal = await startPortal(
    'bench-profile',
    {},
    { nodeEnv: null, jobSchedule: 'as-deployed', nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--trace-gc'] },
  )
  let log: string
  let wallMs: number
  let stopMs: number
  try {
    const list = await (await fetch(`${portal.url}/api/v1/boards/notice/list?pageSize=10`)).json()
    process.stdout.write(`profiling the mixed read load (${seconds}s, ${connections} connections)…\n`)
    const startedAt = performance.now()
    const logStart = portal.log().length
    const mixed = await runMixedLoad(portal.url, portal.child.pid!, { connections, seconds, noticeId: list.data.list[3].id })
    wallMs = performance.now() - startedAt
    log = portal.log().slice(logStart)
    console.log(`under the profiler: ${mixed.requestsPerSecond} req/s, p50 ${mixed.p50} ms, p99 ${mixed.p99} ms, max ${mixed.max} ms`)
  } finally {
    const stopping = performance.now()
    await portal.stop()
    stopMs = performance.now() - stopping
  }
  const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'))
  if (!file) throw new Error(`no CPU profile was written to ${profileDir}`)
  const summary = summariseProfile(JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile, {
    fromEndMs: stopMs + wallMs,
    toEndMs: stopMs,
  })
  console.log('')
  console.log(`CPU profile: ${path.join(profileDir, file)} (open it in Chrome DevTools); the process was busy ${summary.busyShare} of the time`)
  console.table(summary.places)
  console.table(summary.functions)
  console.table(summary.portal)
  console.log('Garbage collection under the load (--trace-gc):')
  console.table(summariseGc(log, wallMs))
}
