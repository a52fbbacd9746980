import { inject } from 'vitest'
import { writeDatabase } from './database-writes'

export type Backdating = { table: string; column: string; id: number; at: string }

/**
 * Writes to the shared test portal's database in one transaction, on SQLite or PostgreSQL: what only
 * time or a background job would do cannot be waited for otherwise.
 */
export const writeTestDatabase = (statements: Parameters<typeof writeDatabase>[1], url = inject('portalDatabaseUrl')) => writeDatabase(url, statements)

/** Moves rows back in time in the shared test portal's database, as the days passing would. */
export const backdate = (changes: Backdating[], url = inject('portalDatabaseUrl')) =>
  writeTestDatabase(
    changes.map(({ table, column, id, at }) => ({ sql: `UPDATE "${table}" SET "${column}" = ? WHERE id = ?`, args: [at, id] })),
    url,
  )

export const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString()

/** Asks until `find` gives a value: the retention job runs on its own clock, outside any test. */
export const waitForValue = async <T>(find: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const value = await find()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no ${what} within ${timeoutMs} ms`)
}
