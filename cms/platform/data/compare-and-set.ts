import type { Payload } from 'payload'
import { allSql, sql } from './raw-sql'
import { tableOf } from './tables'

/** A field of the collection by its Payload path: `state`, or `group.field` inside a group. */
type FieldPath = string

const columnOf = (table: Record<string, unknown>, collection: string, path: FieldPath) => {
  const name = (table[path.replace(/\./g, '_')] as { name?: string } | undefined)?.name
  if (!name) throw new Error(`no column for ${collection}.${path}`)
  return sql.identifier(name)
}

/**
 * Writes `set` on one row only while every field of `expected` still holds its value (null: unset),
 * in ONE statement, and says whether it did. Of any number of callers racing for the same move — in
 * one process or several, on either database — exactly one gets true: a claim before sending a mail,
 * or a state move such as "offer this wait only while it is still waiting". Payload's update with a
 * `where` reads first and writes after, so two callers could both pass it.
 */
export const compareAndSet = async (
  payload: Payload,
  collection: string,
  id: number,
  expected: Record<FieldPath, string | number | null>,
  set: Record<FieldPath, string | number | null>,
): Promise<boolean> => {
  const { tableName, table } = tableOf(payload, collection)
  const assignments = Object.entries(set).map(([path, value]) => sql`${columnOf(table, collection, path)} = ${value}`)
  const conditions = Object.entries(expected).map(([path, value]) =>
    value === null ? sql`${columnOf(table, collection, path)} IS NULL` : sql`${columnOf(table, collection, path)} = ${value}`,
  )
  const rows = await allSql<{ id: number }>(
    payload,
    sql`UPDATE ${sql.identifier(tableName)} SET ${sql.join(assignments, sql`, `)} WHERE id = ${id} AND ${sql.join(conditions, sql` AND `)} RETURNING id`,
  )
  return rows.length === 1
}
