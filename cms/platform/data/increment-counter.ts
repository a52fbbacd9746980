import type { Payload } from 'payload'
import { runSql, sql } from './raw-sql'
import { tableOf } from './tables'

type Counter = 'viewCount' | 'commentCount' | 'views' | 'inquiries' | 'popularity' | 'downloadCount'

/** The row by its id, or an upload by its stored file name (what a file route knows). */
type Target = number | { filename: string }

/**
 * Adds to a counter column in one UPDATE statement: a Local API update would write a new version on
 * every read and race with concurrent readers, while one statement is atomic. Never below zero.
 */
export const incrementCounter = async (payload: Payload, collection: string, target: Target, counter: Counter, by = 1) => {
  const { tableName, table } = tableOf(payload, collection)
  const name = (table[counter] as { name: string } | undefined)?.name
  if (!name) throw new Error(`no ${counter} column on ${collection}`)
  const next = sql`coalesce(${sql.identifier(name)}, 0) + ${by}`
  const row = typeof target === 'number' ? sql`id = ${target}` : sql`${sql.identifier('filename')} = ${target.filename}`
  // CASE rather than max()/greatest(): the same in both dialects.
  await runSql(
    payload,
    sql`UPDATE ${sql.identifier(tableName)} SET ${sql.identifier(name)} = CASE WHEN ${next} < 0 THEN 0 ELSE ${next} END WHERE ${row}`,
  )
}
