import { createClient } from '@libsql/client'
import pg from 'pg'

export type Statement = { sql: string; args: (string | number | null)[] }

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url)

/**
 * Writes to a portal's database in one transaction, on SQLite or PostgreSQL, outside the portal (tests
 * and the bench, which vitest's `inject` does not reach). `?` marks each argument; identifiers in
 * double quotes read the same on both.
 */
export const writeDatabase = async (url: string, statements: Statement[]) => {
  if (isPostgresUrl(url)) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query('BEGIN')
      for (const { sql, args } of statements) {
        let index = 0
        await client.query(
          sql.replace(/\?/g, () => `$${++index}`),
          args,
        )
      }
      await client.query('COMMIT')
    } finally {
      await client.end()
    }
    return
  }
  const db = createClient({ url })
  try {
    // The portal may be writing at this moment (its jobs run every second in the tests): wait for its
    // lock, as the portal's own connection does, instead of failing with SQLITE_BUSY at once.
    await db.execute('PRAGMA busy_timeout = 10000')
    await db.batch(statements, 'write')
  } finally {
    db.close()
  }
}

/** The first column of the first row of a query, or undefined. */
export const readValue = async (url: string, query: string): Promise<unknown> => {
  if (isPostgresUrl(url)) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const { rows } = await client.query<Record<string, unknown>>(query)
      return rows[0] ? Object.values(rows[0])[0] : undefined
    } finally {
      await client.end()
    }
  }
  const db = createClient({ url })
  try {
    const { rows } = await db.execute(query)
    return rows[0]?.[0]
  } finally {
    db.close()
  }
}
