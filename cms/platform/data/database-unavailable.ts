import type { Payload } from 'payload'
import { isPostgres, postgresPool } from './raw-sql'

/*
 * The database going away (stopped, restarted, out of reach) is not a bug of the request that met
 * it: the caller gets a 503 and tries again, and the process keeps running until it comes back
 * (docs/deploy.md "데이터베이스가 멈췄을 때").
 */

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception) and the server's shutdown
 * (57P01 admin, 57P02 crash, 57P03 not yet accepting connections).
 */
const SERVER_GONE = /^(08...|57P0[123])$/
/** node-postgres words these without a code: a connect timeout (the pool's, the client's), a session cut mid-query. */
const DRIVER_WORDS =
  /timeout exceeded when trying to connect|^timeout expired$|Connection terminated|connection timeout|Client has encountered a connection error|Client was closed and is not queryable/i

/** Whether an error, or any error it wraps (drizzle and Payload wrap the driver's), says the database is unreachable. */
export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (!(error instanceof Error) || depth > 5) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_GONE.test(code))) return true
  if (DRIVER_WORDS.test(error.message)) return true
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1)
}

/**
 * For `onInit`: an idle pooled connection the server ends (a stop, a restart) is reported on the
 * pool, and node-postgres throws that report at the process when nobody listens, ending it. The pool
 * has already dropped the connection and opens a fresh one on the next request: only log it.
 */
export const outlivePostgresOutages = (payload: Payload) => {
  if (!isPostgres(payload)) return
  postgresPool(payload).on('error', (error) => payload.logger.warn({ err: error, msg: 'an idle database connection was lost; the pool opens a new one' }))
}
