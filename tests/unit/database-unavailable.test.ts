import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from '../../cms/platform/data/database-unavailable'
import { freePort } from '../helpers/portal-process'

/** What node-postgres really throws when nothing listens where the database should be. */
const refusedConnection = async () => {
  const client = new pg.Client({ host: '127.0.0.1', port: await freePort(), user: 'portal', connectionTimeoutMillis: 1000 })
  return client.connect().then(
    () => new Error('connected to a port nobody listens on'),
    (error: unknown) => error,
  )
}

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection', async () => {
    expect(isDatabaseUnavailable(await refusedConnection())).toBe(true)
  })

  it('recognises it wrapped, as drizzle and Payload pass it on', async () => {
    const wrapped = new Error('Failed query: select count(*) from "users"', { cause: await refusedConnection() })
    expect(isDatabaseUnavailable(new Error('count failed', { cause: wrapped }))).toBe(true)
  })

  it('recognises the server shutting the session down', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true)
  })

  it('recognises a connection attempt that timed out, in the pool or in a client of its own', () => {
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout expired'))).toBe(true)
  })

  it('leaves other failures to be answered as errors', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
  })
})
