import type { Migration, Payload } from 'payload'
import { withDatabaseLock } from '../data/raw-sql'

/**
 * Runs the pending migrations once, also when several portal processes start together on one
 * PostgreSQL database: the first takes the lock and migrates, the others wait for it and then find
 * nothing left to run.
 */
export const migrateOnce = (payload: Payload, migrations: Migration[]) =>
  withDatabaseLock(payload, 'sanhak-portal:migrate', () => payload.db.migrate({ migrations }))
