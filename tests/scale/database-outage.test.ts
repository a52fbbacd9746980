import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberLogin } from '../helpers/accounts'
import { type RunningPortal, startPortal } from '../helpers/portal-process'
import { type PostgresCluster, startPostgresCluster } from '../helpers/postgres-cluster'

/** Issue 36: PostgreSQL goes away for about ten seconds under a running portal, then comes back. */

const OUTAGE_MS = 10_000
/** No request may wait longer than this for its answer, database or not. */
const ANSWER_WITHIN_MS = 5_000
const RECOVERY_WITHIN_MS = 20_000
const HANGUL = /[\uac00-\ud7a3]/
/** What a leaked error would carry: a stack frame, a module path, the driver's own words. */
const INTERNALS = /\n\s+at \S|node_modules|ECONNREFUSED|Connection terminated|postgres/i

type Answer = { name: string; status: number; body: string; ms: number }

type Call = { name: string; path: string; init?: RequestInit }

/** A visitor's mix: a list, a sign-in, a public page, Payload's REST and GraphQL, and the health check. */
const calls: Call[] = [
  { name: 'v1 list', path: '/api/v1/boards/notice/list?pageSize=5' },
  {
    name: 'sign-in',
    path: '/api/v1/auth/login',
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login_id: memberLogin.username, password: memberLogin.password }),
    },
  },
  { name: 'page', path: '/infoPlaza/notice', init: { headers: { Accept: 'text/html' } } },
  { name: 'rest', path: '/api/notices?limit=1' },
  {
    name: 'graphql',
    path: '/api/graphql',
    init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query: '{ Notices(limit: 1) { totalDocs } }' }) },
  },
  { name: 'healthz', path: '/healthz' },
]

describe('the portal while PostgreSQL is away', () => {
  let cluster: PostgresCluster
  let portal: RunningPortal

  const send = async ({ name, path, init }: Call): Promise<Answer> => {
    const started = Date.now()
    // The abort only ends a request that already broke the bound, so the test reports it instead of hanging.
    const response = await fetch(`${portal.url}${path}`, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS * 3) })
    const body = await response.text()
    return { name, status: response.status, body, ms: Date.now() - started }
  }
  const round = () => Promise.all(calls.map(send))

  beforeAll(async () => {
    cluster = await startPostgresCluster()
    await cluster.createDatabase('portal')
    portal = await startPortal('outage', { DATABASE_URL: cluster.url('portal'), PAYLOAD_SECRET: 'database-outage-test-secret-0123456789abcdef' })
  })

  afterAll(async () => {
    await portal?.stop()
    await cluster?.stop()
  })

  it('answers every request with a Korean 503 within bounds while the database is down, and recovers by itself', { timeout: 60_000 }, async () => {
    const pid = portal.child.pid
    const before = await round()
    expect(before.map(({ name, status }) => [name, status])).toEqual(calls.map(({ name }) => [name, 200]))

    cluster.stopServer()
    const stoppedAt = Date.now()
    const during: Answer[] = []
    while (Date.now() - stoppedAt < OUTAGE_MS) during.push(...(await round()))
    cluster.startServer()

    const slow = during.filter(({ ms }) => ms > ANSWER_WITHIN_MS)
    expect(slow.map(({ name, ms }) => `${name} ${ms} ms`)).toEqual([])
    for (const answer of during) {
      expect(answer.body, answer.name).not.toMatch(INTERNALS)
      if (answer.name === 'page') {
        // The SPA's shell, which draws the page once the data returns, or a Korean refusal.
        if (answer.status === 200) expect(answer.body).toContain('<div id="root">')
        else expect([answer.status, HANGUL.test(answer.body)]).toEqual([503, true])
        continue
      }
      expect([answer.name, answer.status, HANGUL.test(answer.body) || answer.name === 'healthz']).toEqual([answer.name, 503, true])
    }
    const health = during.find(({ name }) => name === 'healthz')!
    expect(JSON.parse(health.body)).toMatchObject({ status: 'unavailable', reason: expect.any(String) })

    const restartedAt = Date.now()
    let after = await round()
    while (after.some(({ status }) => status !== 200) && Date.now() - restartedAt < RECOVERY_WITHIN_MS) after = await round()
    expect(after.map(({ name, status }) => [name, status])).toEqual(calls.map(({ name }) => [name, 200]))
    expect(JSON.parse(after.find(({ name }) => name === 'sign-in')!.body).data).toHaveProperty('accessToken')
    expect([portal.child.pid, portal.child.exitCode]).toEqual([pid, null])
  })
})
