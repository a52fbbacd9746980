import { type SQL, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import pg from 'pg'
import { inTransaction } from './in-transaction'
import { tableOf } from './tables'

/*
 * The portal's hand-written SQL goes through here, and only here, so it runs on both databases:
 * SQLite (libsql's drizzle: `run`/`all`) and PostgreSQL (node-postgres's drizzle: `execute`). The
 * statements themselves are written in the SQL both speak. `sql` is drizzle's own tag (the SQLite
 * adapter re-exports it); a statement it builds renders in whichever dialect runs it.
 */
export { type SQL, sql }

type SqliteDrizzle = { run: (query: SQL) => Promise<unknown>; all: <T>(query: SQL) => Promise<T[]> }
type PostgresDrizzle = { execute: <T>(query: SQL) => Promise<{ rows: T[] }> }

export const isPostgres = (payload: Payload) => payload.db.name === 'postgres'

const drizzleOf = (payload: Payload) => (payload.db as unknown as { drizzle: unknown }).drizzle

/** Runs a statement that returns no rows (INSERT, UPDATE, DELETE). */
export const runSql = async (payload: Payload, query: SQL): Promise<void> => {
  if (isPostgres(payload)) await (drizzleOf(payload) as PostgresDrizzle).execute(query)
  else await (drizzleOf(payload) as SqliteDrizzle).run(query)
}

/** Runs a SELECT and returns its rows as objects keyed by column name. */
export const allSql = async <T>(payload: Payload, query: SQL): Promise<T[]> => {
  if (isPostgres(payload)) return (await (drizzleOf(payload) as PostgresDrizzle).execute<T>(query)).rows
  return (drizzleOf(payload) as SqliteDrizzle).all<T>(query)
}

/**
 * Whether an error is a UNIQUE violation: SQLite's SQLITE_CONSTRAINT… code or message, PostgreSQL's
 * SQLSTATE 23505. Drizzle and Payload may wrap the driver's error, so its causes are followed.
 */
export const isUniqueViolation = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (code === '23505') return true
  if (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT')) return true
  if (/UNIQUE constraint failed|duplicate key value violates unique constraint/i.test(error.message)) return true
  return isUniqueViolation((error as { cause?: unknown }).cause)
}

/**
 * Whether SQLite refused a LIKE pattern as too long (over its 50,000-byte limit): a search value the
 * caller sent, not a fault of the server. PostgreSQL has no such limit.
 */
export const isPatternTooLong = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false
  if (/LIKE or GLOB pattern too complex/.test(error.message)) return true
  return isPatternTooLong((error as { cause?: unknown }).cause)
}

/** The node-postgres pool of the PostgreSQL adapter. */
export const postgresPool = (payload: Payload) => (payload.db as unknown as { pool: pg.Pool }).pool

/**
 * A connection of its own (outside the adapter's pool) to the adapter's database, for session locks.
 * `onLost` hears of it ending (the server stopped, the network cut it): listening also keeps its
 * 'error' from ending the process.
 */
const dedicatedClient = async (payload: Payload, onLost: () => void = () => {}) => {
  const { poolOptions } = payload.db as unknown as { poolOptions: pg.PoolConfig }
  const client = new pg.Client(poolOptions)
  client.on('error', onLost)
  client.on('end', onLost)
  await client.connect()
  return client
}

/**
 * Runs `work` while holding a database-wide lock named by `key`, across every process on the same
 * PostgreSQL database: a session advisory lock on a connection of its own, outside the pool, so
 * processes waiting for it never take the connections the holder's work needs. SQLite serves one
 * process, whose file lock already serialises writers, so there it simply runs. For rare, whole-
 * database steps (migrations at start), not for requests.
 */
export const withDatabaseLock = async <T>(payload: Payload, key: string, work: () => Promise<T>): Promise<T> => {
  if (!isPostgres(payload)) return work()
  const client = await dedicatedClient(payload)
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [key])
    return await work()
  } finally {
    // Ending the session releases its advisory locks.
    await client.end()
  }
}

/**
 * Counts one call of `key` in a fixed window shared by every process on the PostgreSQL database, in
 * one atomic statement: a window that has run out starts again at 1. The table is made by a migration
 * of cms/migrations-postgres (rate_limit_hits); a row that stays expired is reused by its key's next
 * call and swept by `sweepRateLimitHits`.
 */
export const countRateLimitHit = async (payload: Payload, key: string, windowMs: number): Promise<number> => {
  const [row] = await allSql<{ hits: number }>(
    payload,
    sql`INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
        reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END
      RETURNING hits`,
  )
  return Number(row?.hits ?? 0)
}

/** The count of `key` in its current window and when the window ends, or null when it has none (PostgreSQL). */
export const readRateLimitHits = async (payload: Payload, key: string): Promise<{ hits: number; resetAt: Date } | null> => {
  const [row] = await allSql<{ hits: number; reset_at: string | Date }>(
    payload,
    sql`SELECT hits, reset_at FROM rate_limit_hits WHERE key = ${key} AND reset_at > now()`,
  )
  return row ? { hits: Number(row.hits), resetAt: new Date(row.reset_at) } : null
}

/** Forgets the count of `key` (PostgreSQL). */
export const clearRateLimitHits = (payload: Payload, key: string) => runSql(payload, sql`DELETE FROM rate_limit_hits WHERE key = ${key}`)

/** Removes counters whose window ended more than an hour ago (keys of callers who never came back). */
export const sweepRateLimitHits = (payload: Payload) => runSql(payload, sql`DELETE FROM rate_limit_hits WHERE reset_at < now() - interval '1 hour'`)

/**
 * A lock shared by every process on the same PostgreSQL database, for work each process already runs
 * one at a time (so one connection of its own per process is enough, outside the pool the work uses).
 * Returns a function that runs work while holding it; the connection is opened on first use and again
 * after it fails.
 */
export const crossProcessLock = (payload: Payload, key: string) => {
  let client: Promise<pg.Client> | null = null
  // Only the connection that was lost: a later call may already have opened the next one.
  const forget = (lost: Promise<pg.Client>) => {
    if (client === lost) client = null
  }
  const connection = () => {
    if (client) return client
    const opening: Promise<pg.Client> = dedicatedClient(payload, () => forget(opening))
    client = opening
    return opening
  }
  return async <T>(work: () => Promise<T>): Promise<T> => {
    const opening = connection()
    const held = await opening.catch((error: unknown) => {
      forget(opening)
      throw error
    })
    await held.query('SELECT pg_advisory_lock(hashtext($1))', [key]).catch((error: unknown) => {
      // A connection that cannot take the lock is gone (the database stopped): the next call opens another.
      forget(opening)
      void held.end().catch(() => {})
      throw error
    })
    try {
      return await work()
    } finally {
      await held.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).catch(() => {
        // A lost connection has released its locks with it.
        forget(opening)
      })
    }
  }
}

/**
 * Runs `work` (Local API calls made with `req`) in one transaction that first locks one row of the
 * collection: a compare-and-set such as "move the application only while its state is still X"
 * then holds across processes, because a second caller waits for the first to commit and then sees
 * its state. On PostgreSQL that is `SELECT … FOR UPDATE` under READ COMMITTED, where Payload's update
 * (a find, then a write per document) would otherwise let both callers pass. SQLite runs one writer
 * at a time, which already gives that; the statement there runs as before.
 */
export const inLockedRow = async <T>(req: PayloadRequest, collection: string, id: number, work: () => Promise<T>): Promise<T> => {
  if (!isPostgres(req.payload)) return work()
  return inTransaction(req, async () => {
    await (await transactionDb(req)).execute(sql`SELECT 1 FROM ${sql.identifier(tableOf(req.payload, collection).tableName)} WHERE id = ${id} FOR UPDATE`)
    return work()
  })
}

type PostgresTransaction = PostgresDrizzle & { transaction: <T>(work: (savepoint: PostgresDrizzle) => Promise<T>) => Promise<T> }

/** The drizzle handle of the transaction `req` runs in (PostgreSQL), if it is still open. */
const openTransactionDb = async (req: PayloadRequest) => {
  const sessions = (req.payload.db as unknown as { sessions: Record<string, { db: PostgresTransaction }> }).sessions
  return sessions[String(await req.transactionID)]?.db
}

/** The same on either database: SQLite runs no transactions here, so none is ever open. */
const openTransactionOf = async (req: PayloadRequest) => (isPostgres(req.payload) ? openTransactionDb(req) : undefined)

/**
 * runSql in the transaction `req` runs in (PostgreSQL), so the statement commits or rolls back with
 * the request's Local API writes; on its own when there is none, and always on SQLite. Inside a
 * transaction it runs behind a savepoint: a UNIQUE violation the caller catches then leaves the
 * transaction usable, where PostgreSQL would otherwise refuse every later statement of it.
 */
export const runSqlWith = async (req: PayloadRequest, query: SQL): Promise<void> => {
  const open = await openTransactionOf(req)
  if (!open) return runSql(req.payload, query)
  await open.transaction((savepoint) => savepoint.execute(query))
}

/**
 * allSql in the transaction `req` runs in (PostgreSQL), or on its own. A transaction holds one pooled
 * connection until it ends: a statement of its work sent to the pool instead waits for a second one,
 * and enough transactions doing that at once hold every connection and wait for each other.
 */
export const allSqlWith = async <T>(req: PayloadRequest, query: SQL): Promise<T[]> => {
  const open = await openTransactionOf(req)
  return open ? (await open.execute<T>(query)).rows : allSql<T>(req.payload, query)
}

const transactionDb = async (req: PayloadRequest) => {
  const db = await openTransactionDb(req)
  if (!db) throw new Error('no transaction session for a lock')
  return db
}

type InsertBuilder = {
  values: (row: Record<string, unknown>) => { onConflictDoNothing: () => { returning: (columns: Record<string, unknown>) => Promise<{ id: number }[]> } }
}
type Inserting = { insert: (table: unknown) => InsertBuilder }

/**
 * Inserts one row of a collection unless a UNIQUE index of it already holds that key, and returns
 * the new id or null. `ON CONFLICT DO NOTHING` rather than catching the violation: on PostgreSQL a
 * violation would abort the caller's whole transaction, and in it this insert runs (a second
 * transaction inserting the same key waits for the first and then skips). `row` is keyed by the
 * drizzle table's property names (a field's name; `createdAt`, `updatedAt`); no hooks run.
 */
export const insertOrSkip = async (req: PayloadRequest, collection: string, row: Record<string, unknown>): Promise<number | null> => {
  const { table } = tableOf(req.payload, collection)
  // A request whose transaction an inner operation already committed keeps its id: insert on its own then.
  const open = await openTransactionOf(req)
  const db = (open ?? drizzleOf(req.payload)) as unknown as Inserting
  const [inserted] = await db.insert(table).values(row).onConflictDoNothing().returning({ id: table.id })
  return inserted?.id ?? null
}

/** The tail of each key's queue of work in this process (SQLite only, which one process serves). */
const serialQueues = new Map<string, Promise<unknown>>()

/**
 * Runs `work` (Local API calls made with `req`) so that no other `work` under the same `key` runs at
 * the same time anywhere: a read-then-append such as "write the next link of a chain after the
 * last one" then sees every earlier append. On PostgreSQL that is one transaction holding
 * `pg_advisory_xact_lock` on the key, released when it commits, so it holds across processes. On
 * SQLite, which Payload runs without transactions, this module queues the work per key; the admin's
 * Payload instance (Next's bundle) keeps a queue of its own, so callers keep a UNIQUE index as the
 * last word and retry when it refuses.
 */
export const inSerialTransaction = async <T>(req: PayloadRequest, key: string, work: () => Promise<T>): Promise<T> => {
  if (isPostgres(req.payload)) {
    return inTransaction(req, async () => {
      await (await transactionDb(req)).execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`)
      return work()
    })
  }
  const previous = serialQueues.get(key) ?? Promise.resolve()
  const run = previous.then(work, work)
  const tail = run.catch(() => undefined)
  serialQueues.set(key, tail)
  try {
    return await run
  } finally {
    // The last in line leaves no queue behind.
    if (serialQueues.get(key) === tail) serialQueues.delete(key)
  }
}
