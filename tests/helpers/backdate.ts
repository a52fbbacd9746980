import { createClient } from '@libsql/client'
import pg from 'pg'
import { inject } from 'vitest'

export type Backdating = { table: string; column: string; id: number; at: string }

/**
 * Moves rows back in time in the shared test portal's database, in one transaction, as the days
 * passing would: what the retention job does with old rows cannot be waited for otherwise.
 */
export const backdate = async (changes: Backdating[], url = inject('portalDatabaseUrl')) => {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query('BEGIN')
      for (const { table, column, id, at } of changes) await client.query(`UPDATE "${table}" SET "${column}" = $1 WHERE id = $2`, [at, id])
      await client.query('COMMIT')
    } finally {
      await client.end()
    }
    return
  }
  const db = createClient({ url })
  try {
    await db.batch(
      changes.map(({ table, column, id, at }) => ({ sql: `UPDATE ${table} SET ${column} = ? WHERE id = ?`, args: [at, id] })),
      'write',
    )
  } finally {
    db.close()
  }
}

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
