import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { ReservationData } from '../../contract/equipment'
import type { ApiEnvelope } from '../../contract/envelope'
import { bearer, testClientAddress } from '../helpers/api'
import { waitForValue } from '../helpers/backdate'
import { readValue } from '../helpers/database-writes'
import { bookingFor, createTestEquipment, memberToken, workingDay } from '../helpers/equipment'
import { firstTypeId, postInput } from '../helpers/member-boards'
import { createMember, type TestMember } from '../helpers/members'
import { startPortal, type RunningPortal } from '../helpers/portal-process'
import { startRoundRobinProxy } from '../helpers/round-robin-proxy'

/**
 * Issue 36: two portal processes of their own behind a proxy with health checks and retries (the
 * settings docs/deploy.md gives for nginx), on the project's PostgreSQL database, under a steady load
 * of guests reading and members writing. One process is killed outright, then both are restarted one
 * after the other as a deploy does.
 */
const FAILOVER = { healthIntervalMs: 250, connectTimeoutMs: 1_000 }
/** Longer than two health-check rounds, so the proxy has routed away before the port closes. */
const DRAIN_MS = '2000'

let portals: RunningPortal[] = []
let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>
let members: TestMember[]
let tokens: string[]
let qnaType: number
let equipmentId: number

const processEnv = () => ({ ...inject('sharedPortalEnv'), JOBS_WORKER: 'false', SHUTDOWN_DRAIN_MS: DRAIN_MS })
const portOf = (portal: RunningPortal) => Number(new URL(portal.url).port)
const exitOf = (portal: RunningPortal) =>
  portal.child.exitCode !== null || portal.child.signalCode !== null
    ? Promise.resolve({ code: portal.child.exitCode, signal: portal.child.signalCode })
    : new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => portal.child.once('exit', (code, signal) => resolve({ code, signal })))

/** Processes stopped and replaced by `restart`, kept for their logs. */
const retired: RunningPortal[] = []

/** The log's ERROR entries whole: each from its line to the next entry's timestamp (the error and its stack). */
const loggedErrors = (log: string) =>
  log
    .split(/\n(?=\[)/)
    .filter((entry) => entry.includes('ERROR'))
    .slice(-5)
    .join('\n')

/** Starts a process where the stopped one listened, as a supervisor restarts it, so the proxy finds it again. */
const restart = async (index: number) => {
  const stopped = portals[index]!
  retired.push(stopped)
  portals[index] = await startPortal(`failover-${index}`, processEnv(), { port: portOf(stopped) })
}

const waitFor = (what: string, condition: () => boolean, timeoutMs = 30_000) => waitForValue(async () => (condition() ? true : undefined), what, timeoutMs)

beforeAll(async () => {
  portals = await Promise.all([0, 1].map((index) => startPortal(`failover-${index}`, processEnv())))
  proxy = await startRoundRobinProxy(
    portals.map((portal) => portal.url),
    FAILOVER,
  )
  members = []
  for (let index = 0; index < 3; index++) members.push(await createMember('failover'))
  tokens = await Promise.all(members.map(memberToken))
  qnaType = await firstTypeId(tokens[0]!, 'qna')
  equipmentId = await createTestEquipment({ openingRules: { openTime: '00:00', closeTime: '23:30', slotMinutes: '30', horizonDays: 60 } })
}, 180_000)

afterAll(async () => {
  await proxy?.stop()
  await Promise.all(portals.map((portal) => portal.stop()))
  for (const portal of retired) fs.rmSync(portal.dataDir, { recursive: true, force: true })
})

type Failure = { method: string; path: string; status: number | string }
type Outcome = [method: string, path: string, status: number]

/**
 * A member's write through the proxy; the answer's data only when it is a 200. The proxy's own 502 is
 * plain text, so the body is read as JSON only then.
 */
const write = async <T>(path: string, member: number, body: unknown) => {
  const response = await fetch(`${proxy.url}${path}`, {
    method: 'POST',
    headers: { ...bearer(tokens[member]!), 'X-Forwarded-For': testClientAddress(), 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, data: response.status === 200 ? (JSON.parse(text) as ApiEnvelope<T>).data! : null }
}
const read = async (path: string, headers: Record<string, string> = {}): Promise<Outcome> => {
  const response = await fetch(`${proxy.url}${path}`, { headers })
  await response.arrayBuffer()
  return ['GET', path, response.status]
}

/** Every half-hour slot of a day on equipment open around the clock except the last (23:00~23:30 ends the grid). */
const slotTimes = Array.from({ length: 47 }, (_, slot) => `${String(Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`)

/**
 * Six clients in a loop through the proxy: guests read a list, the notice board and the server-rendered
 * home page; members write Q&A posts and book slots no one else books. A write counts as acknowledged
 * when its answer was a 200 with the new row's id; anything else is a failure as the client sees it.
 */
const startLoad = (firstDay: number) => {
  const failures: Failure[] = []
  const posts: number[] = []
  const bookings: number[] = []
  let requests = 0
  let running = true
  let slot = 0
  const steps: ((client: number) => Promise<Outcome>)[] = [
    () => read('/api/v1/boards/notice/list?pageSize=10'),
    () => read('/', { Accept: 'text/html' }),
    async (client) => {
      const path = '/api/v1/member-boards/qna/posts'
      const written = await write<{ id: number }>(path, client % members.length, postInput(qnaType, { title: `장애 조치 시험 문의 ${client}-${requests}` }))
      if (written.data) posts.push(written.data.id)
      return ['POST', path, written.status]
    },
    () => read('/api/v1/equipment/list'),
    async (client) => {
      const path = '/api/v1/equipment/reservations'
      const mine = slot++
      const member = client % members.length
      const day = workingDay(firstDay + Math.floor(mine / slotTimes.length))
      const booked = await write<ReservationData>(path, member, bookingFor(members[member]!, equipmentId, day, [slotTimes[mine % slotTimes.length]!]))
      if (booked.data) bookings.push(booked.data.id)
      return ['POST', path, booked.status]
    },
  ]
  const client = async (index: number) => {
    for (let turn = index; running; turn++) {
      const step = steps[turn % steps.length]!
      try {
        const [method, path, status] = await step(index)
        if (status !== 200) failures.push({ method, path, status })
      } catch (error) {
        failures.push({ method: '?', path: `step ${turn % steps.length}`, status: String(error) })
      }
      requests += 1
    }
  }
  const clients = Promise.all([0, 1, 2, 3, 4, 5].map(client))
  return {
    requests: () => requests,
    stop: async () => {
      running = false
      await clients
      return { failures, posts, bookings, requests }
    },
  }
}

const countIn = async (table: string, ids: number[]) =>
  ids.length === 0 ? 0 : Number(await readValue(inject('sharedPortalEnv').DATABASE_URL!, `SELECT count(*) FROM "${table}" WHERE id IN (${ids.join(',')})`))

/** Waits until the load has answered `more` requests beyond what it had when asked. */
const loadProgress = (load: ReturnType<typeof startLoad>, more: number) => {
  const target = load.requests() + more
  return waitFor(`${more} more answered requests`, () => load.requests() >= target)
}

describe('two portal processes behind a proxy with health checks', () => {
  it(
    'lose one to SIGKILL under load: reads all succeed, every acknowledged write is kept, a booking race seats one, the process rejoins',
    { timeout: 90_000 },
    async () => {
      const victim = 0
      const load = startLoad(20)
      await loadProgress(load, 30)

      // Several members race for one slot of equipment of its own, and the kill falls while they do.
      const raceEquipment = await createTestEquipment()
      const raceDay = workingDay(10)
      const race = Promise.all(
        [0, 1, 2, 3, 4, 5].map((index) =>
          write('/api/v1/equipment/reservations', index % members.length, bookingFor(members[index % members.length]!, raceEquipment, raceDay, ['10:00'])),
        ),
      )
      await waitFor('a request under way at the process to kill', () => proxy.inFlight()[victim]! > 0, 10_000)
      const killed = exitOf(portals[victim]!)
      portals[victim]!.child.kill('SIGKILL')
      await killed
      await waitFor('the proxy to take the killed process out', () => !proxy.healthy()[victim])
      await loadProgress(load, 30)

      await restart(victim)
      const servedBefore = proxy.served()[victim]!
      await waitFor('the restarted process to serve through the proxy', () => proxy.healthy()[victim]! && proxy.served()[victim]! > servedBefore + 5)
      const result = await load.stop()
      const raced = await race

      // Only a write the killed process had received and not yet answered can end without an answer
      // (502: its result is unknown); every read was retried, every refused write resent.
      const lost = proxy.lostAnswers()
      expect(lost.every((answer) => answer.method === 'POST' && answer.target === victim)).toBe(true)
      const raceLost = raced.filter((response) => response.status === 502).length
      // A failure other than a lost answer is a process's own error: its log says which (once seen: a booking's 500).
      const errorsLogged = () => [...retired, ...portals].map((portal) => `${portal.dataDir}:\n${loggedErrors(portal.log())}`).join('\n')
      expect(result.failures, errorsLogged()).toEqual(Array(lost.length - raceLost).fill(expect.objectContaining({ method: 'POST', status: 502 })))
      expect(result.requests).toBeGreaterThan(60)

      expect(await countIn('inquiries', result.posts)).toBe(result.posts.length)
      expect(await countIn('equipment_reservations', result.bookings)).toBe(result.bookings.length)

      const raceStatuses = raced.map((response) => response.status)
      expect(raceStatuses.filter((status) => ![200, 409, 502].includes(status))).toEqual([])
      expect(raceStatuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1)
      expect(
        Number(await readValue(inject('sharedPortalEnv').DATABASE_URL!, `SELECT count(*) FROM equipment_reservations WHERE equipment_id = ${raceEquipment}`)),
      ).toBe(1)
    },
  )

  it('restart both one after the other with SIGTERM under load: no request fails, every acknowledged write is kept', { timeout: 90_000 }, async () => {
    const lostBefore = proxy.lostAnswers().length
    const load = startLoad(40)
    await loadProgress(load, 30)
    for (const index of [0, 1]) {
      const exited = exitOf(portals[index]!)
      portals[index]!.child.kill('SIGTERM')
      // Still running, yet reported unhealthy: the proxy stops sending before the port closes.
      await waitFor('the stopping process to report unhealthy', () => !proxy.healthy()[index])
      expect(portals[index]!.child.exitCode).toBeNull()
      expect(await exited).toEqual({ code: 0, signal: null })
      await loadProgress(load, 20)
      await restart(index)
      await waitFor('the restarted process to be back in', () => proxy.healthy()[index]!)
      await loadProgress(load, 20)
    }
    const result = await load.stop()

    expect(result.failures).toEqual([])
    expect(proxy.lostAnswers()).toHaveLength(lostBefore)
    expect(await countIn('inquiries', result.posts)).toBe(result.posts.length)
    expect(await countIn('equipment_reservations', result.bookings)).toBe(result.bookings.length)
    expect(result.posts.length).toBeGreaterThan(5)
    expect(result.bookings.length).toBeGreaterThan(5)
  })
})
