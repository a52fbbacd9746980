import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { closeReader } from '../data/select-rows'

/**
 * Payload's destroy() (drizzle's) forgets the schema but leaves libsql's file open; closing the
 * client as well lets SQLite fold the WAL back into the database file before the process ends.
 */
export const closeDatabase = async (payload: Payload) => {
  closeReader(payload)
  await payload.destroy()
  ;(payload.db as unknown as SQLiteAdapter).client?.close()
}
