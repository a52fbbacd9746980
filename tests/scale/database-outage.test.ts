import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'
import { memberLogin } from '../helpers/accounts'
import { type RunningPortal, startPortal } from '../helpers/portal-process'
import { type PostgresCluster, startPostgresCluster } from '../helpers/postgres-cluster'

/** Issue 36: PostgreSQL goes away for about ten seconds under a running portal, then comes back. */

const OUTAGE_MS = 10_000
/** No request may wait longer than this for its answer, database or not. */
const ANSWER_WITHIN_MS = 5_000
const RECOVERY_WITHIN_MS = 20_000
const WARM_UP_WITHIN_MS = 30_000
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

/** A surface's ordinary answer: GraphQL's failures come with 200 too, so its body must hold no errors. */
const succeeded = ({ name, status, body }: Answer) => status === 200 && (name !== 'graphql' || !(JSON.parse(body) as { errors?: unknown }).errors)
const failedOnes = (answers: Answer[]) => answers.filter((answer) => !succeeded(answer)).map(({ name, status }) => `${name} ${status}`)

/** How each surface says "not now" while the database is away. */
const expectRefusedInKorean = ({ name, status, body }: Answer) => {
  if (name === 'page') {
    // The SPA's shell, which draws the page once the data returns, or a Korean refusal.
    if (status === 200) expect(body).toContain('<div id="root">')
    else expect([status, HANGUL.test(body)]).toEqual([503, true])
    return
  }
  if (name === 'graphql') {
    // GraphQL over HTTP answers 200 with the errors in the body; the status rides in their extensions.
    const { errors } = JSON.parse(body) as { errors: { message: string; extensions: { statusCode: number } }[] }
    expect([status, HANGUL.test(errors[0]!.message), errors[0]!.extensions.statusCode]).toEqual([200, true, 503])
    return
  }
  if (name === 'healthz') {
    expect(JSON.parse(body)).toMatchObject({ status: 'unavailable', reason: 'database', message: expect.stringMatching(HANGUL) })
    expect(status).toBe(503)
    return
  }
  expect([name, status, HANGUL.test(body)]).toEqual([name, 503, true])
}

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
    // The server's side of a failure: its log goes with the folder when the portal stops.
    onTestFailed(() => console.log(portal.log().slice(-6000)))
    // The first calls start the admin's own Payload instance (REST, GraphQL) and draw the first pages.
    const warmingUntil = Date.now() + WARM_UP_WITHIN_MS
    let before = await round()
    while (failedOnes(before).length > 0 && Date.now() < warmingUntil) before = await round()
    expect(failedOnes(before)).toEqual([])

    cluster.stopServer()
    const stoppedAt = Date.now()
    const during: Answer[] = []
    while (Date.now() - stoppedAt < OUTAGE_MS) during.push(...(await round()))
    cluster.startServer()

    const slow = during.filter(({ ms }) => ms > ANSWER_WITHIN_MS)
    expect(slow.map(({ name, ms }) => `${name} ${ms} ms`)).toEqual([])
    for (const answer of during) {
      expect(answer.body, answer.name).not.toMatch(INTERNALS)
      expectRefusedInKorean(answer)
    }

    const restartedAt = Date.now()
    let after = await round()
    while (failedOnes(after).length > 0 && Date.now() - restartedAt < RECOVERY_WITHIN_MS) after = await round()
    expect(failedOnes(after)).toEqual([])
    expect(JSON.parse(after.find(({ name }) => name === 'sign-in')!.body).data).toHaveProperty('accessToken')
    expect([portal.child.pid, portal.child.exitCode]).toEqual([pid, null])
  })
})
