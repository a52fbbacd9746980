import { fileURLToPath } from 'node:url'
import Database from 'libsql'
import type { Payload } from 'payload'
import { isPostgres, postgresPool } from './raw-sql'

type Query = { sql: string; params: unknown[] }
type Reader = { statements: Map<string, Database.Statement<unknown[]>>; db: Database.Database }

/** Enough for every list shape the portal asks; past it the cache starts over rather than grow. */
const STATEMENT_CACHE_SIZE = 256

const readers = new WeakMap<Payload, Reader>()

/**
 * The read-only connection the lean list reads use on SQLite. Payload's libsql client prepares
 * every statement anew and builds each row with property definitions, ten times the cost of the
 * query itself on a list page (docs/performance.md); this connection keeps its prepared statements.
 * In WAL mode a second connection sees every committed write at once, so nothing is stale.
 */
const readerOf = (payload: Payload): Reader | null => {
  const cached = readers.get(payload)
  if (cached) return cached
  const url = (payload.db as unknown as { clientConfig?: { url?: string } }).clientConfig?.url
  if (payload.db.name !== 'sqlite' || !url?.startsWith('file:')) return null
  const reader = { statements: new Map(), db: new Database(fileURLToPath(new URL(url, 'file://')), { readonly: true }) }
  readers.set(payload, reader)
  return reader
}

const statementOf = (reader: Reader, text: string) => {
  let statement = reader.statements.get(text)
  if (!statement) {
    if (reader.statements.size >= STATEMENT_CACHE_SIZE) reader.statements.clear()
    statement = reader.db.prepare(text).raw(true)
    reader.statements.set(text, statement)
  }
  return statement
}

/**
 * Runs one SELECT the adapter's drizzle built and returns its rows as arrays, in the order of the
 * selected columns: on SQLite through the cached read connection of the database file, on PostgreSQL
 * through the adapter's pool.
 */
export const selectRows = async (payload: Payload, query: Query): Promise<unknown[][]> => {
  if (isPostgres(payload)) {
    const result = await postgresPool(payload).query({ text: query.sql, values: query.params, rowMode: 'array' })
    return result.rows as unknown[][]
  }
  const reader = readerOf(payload)
  if (!reader) throw new Error('Lean list reads need a file SQLite database (DATABASE_URL=file:…) or PostgreSQL.')
  return statementOf(reader, query.sql).all(...query.params) as unknown[][]
}

/** Closes the read connection with the database (cms/platform/lifecycle/close-database.ts). */
export const closeReader = (payload: Payload) => {
  readers.get(payload)?.db.close()
  readers.delete(payload)
}
