import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, GlobalAfterChangeHook, GlobalConfig, Payload, PayloadRequest } from 'payload'
import { allSql, runSql, sql } from './raw-sql'

/*
 * One number, in the database every process reads, that changes after every committed change to
 * what a guest may see (docs/decisions.md "서버 렌더링", the page cache). A server-rendered page is kept
 * under the number it was drawn at and served only while the number stands, so a staff edit shows
 * on the very next request in every process.
 *
 * The number moves after the change is committed, never before: a page drawn between the two would
 * otherwise be kept under the new number with the old content. Without a transaction (SQLite, and
 * Local API calls outside one) the change is committed when the hook runs; inside a PostgreSQL
 * transaction the move waits for the adapter's commit (`countCommittedChanges`). Moving it inside the
 * transaction would hold the counter's row lock until commit and serialise every writer on it.
 */

/**
 * How long a copy kept for guests (a server-rendered page, a search answer) is served as it is while
 * the number stands: what changes with time alone (a post's "N" mark, a pin's end, a registration
 * window opening, list view counts) shows within it.
 */
export const GUEST_COPY_SECONDS = 30

/** A collection's `custom` when no public page reads it: its changes (a sign-in, a log line) keep the pages. */
export const notShownToGuests = { shownToGuests: false } as const

export const readContentVersion = async (payload: Payload): Promise<number> => {
  const [row] = await allSql<{ version: number | string }>(payload, sql`SELECT version FROM content_version WHERE id = 1`)
  return Number(row?.version ?? 0)
}

const bump = (payload: Payload) => runSql(payload, sql`UPDATE content_version SET version = version + 1 WHERE id = 1`)

/** Open transactions (by the adapter's id) that changed something guests see, in this process. */
const changedIn = new Set<string>()

const changed = async (req: PayloadRequest) => {
  const id = await req.transactionID
  const sessions = (req.payload.db as unknown as { sessions?: Record<string, unknown> }).sessions
  if (id !== undefined && sessions?.[String(id)]) changedIn.add(String(id))
  else await bump(req.payload)
}

const afterChange: CollectionAfterChangeHook = async ({ req, doc }) => {
  await changed(req)
  return doc
}
const afterGlobalChange: GlobalAfterChangeHook = async ({ req, doc }) => {
  await changed(req)
  return doc
}
const afterDelete: CollectionAfterDeleteHook = async ({ req }) => changed(req)

/** Moves the number after every change to the collection, unless no public page reads it. */
export const withContentVersion = (collection: CollectionConfig): CollectionConfig => {
  if (collection.custom?.shownToGuests === notShownToGuests.shownToGuests) return collection
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), afterChange], afterDelete: [...(hooks.afterDelete ?? []), afterDelete] } }
}

/** Moves the number after every change to the global (site settings, page texts, rate card …). */
export const withGlobalContentVersion = (global: GlobalConfig): GlobalConfig => {
  const hooks = global.hooks ?? {}
  return { ...global, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), afterGlobalChange] } }
}

type TransactionId = string | number | Promise<string | number>
type TransactionAdapter = {
  commitTransaction: (id: TransactionId) => Promise<void>
  rollbackTransaction: (id: TransactionId) => Promise<void>
}

/**
 * For `onInit`: moves the number once a transaction that changed something guests see has
 * committed, before the operation that committed it returns (so before its response is sent).
 */
export const countCommittedChanges = (payload: Payload) => {
  const db = payload.db as unknown as TransactionAdapter
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)
  db.commitTransaction = async (id) => {
    const key = String(await id)
    await commit(id)
    if (!changedIn.delete(key)) return
    await bump(payload).catch((error: unknown) => payload.logger.error({ err: error, msg: 'content version not moved after a commit' }))
  }
  db.rollbackTransaction = async (id) => {
    changedIn.delete(String(await id))
    await rollback(id)
  }
}
