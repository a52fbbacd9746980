import { createHash } from 'node:crypto'
import type { AccessAction } from '../../../../contract/access-log'

/** What an entry says, as written and as read back (the database gives null for an empty field). */
export type EntryFields = {
  at: string
  accountId: number
  loginId: string
  clientIp: string
  action: AccessAction
  collection: string
  recordId?: string | null
  subjectId?: number | null
  count?: number | null
  exportName?: string | null
  reason?: string | null
}

/** The hash the first entry follows: no entry before it. */
export const chainStart = '0'.repeat(64)

const orNull = <T>(value: T | null | undefined | '') => (value === undefined || value === '' ? null : value)

/**
 * sha-256 over the entry's fields in a fixed order and the hash before it, so changing any field of
 * any entry, or taking one out of the middle, breaks the link to the next. `at` is normalised to
 * ISO form because PostgreSQL and SQLite hand dates back in their own spelling.
 */
export const entryHash = (entry: EntryFields, prevHash: string) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        'access-log/1',
        new Date(entry.at).toISOString(),
        entry.accountId,
        entry.loginId,
        entry.clientIp,
        entry.action,
        entry.collection,
        orNull(entry.recordId),
        orNull(entry.subjectId),
        orNull(entry.count),
        orNull(entry.exportName),
        orNull(entry.reason),
        prevHash,
      ]),
    )
    .digest('hex')
