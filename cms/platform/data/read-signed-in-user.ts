import { and, eq, fillPlaceholders, sql } from '@payloadcms/db-sqlite/drizzle'
import type { FlattenedField, Payload } from 'payload'
import { decoderOf, type DriverColumn } from './decode-column'
import { selectRows } from './select-rows'
import { tableOf } from './tables'

type Built = { toSQL: () => { sql: string; params: unknown[] } }
type SelectBuilder = {
  select: (columns: Record<string, unknown>) => { from: (table: unknown) => { where: (where: unknown) => Built } }
}

/** Where each selected value lands in the user object: a top-level field, or one field of a group. */
type Slot = { path: [string] | [string, string]; decode: (value: unknown) => unknown }
type Compiled = { sql: string; params: unknown[]; slots: Slot[] }

const PLAIN_TYPES = new Set(['text', 'textarea', 'email', 'number', 'select', 'checkbox', 'date', 'upload', 'relationship'])

/**
 * What the caller object carries: every field Payload's own sign-in strategy would hand on, as far as
 * it is a column of the users table. Hidden fields (hash, salt, reset tokens) never, and neither the
 * sessions array, which is read here only to check the token's session.
 */
const isCallerField = (field: FlattenedField) =>
  PLAIN_TYPES.has(field.type) && !field.hidden && !('hasMany' in field && field.hasMany) && !('relationTo' in field && Array.isArray(field.relationTo))

const compiled = new WeakMap<Payload, Compiled>()

const compile = (payload: Payload): Compiled => {
  const { adapter, table } = tableOf(payload, 'users')
  const sessions = tableOf(payload, 'users', 'sessions').table
  const columns: Record<string, unknown> = { id: table.id }
  const slots: Slot[] = [{ path: ['id'], decode: (value) => value }]
  const add = (key: string, path: Slot['path'], field: FlattenedField) => {
    columns[key] = table[key]
    slots.push({ path, decode: decoderOf(field, table[key] as DriverColumn) })
  }
  for (const field of payload.collections.users.config.flattenedFields) {
    if (isCallerField(field)) add(field.name, [field.name], field)
    else if (field.type === 'group' && !field.hidden) {
      for (const inner of field.flattenedFields.filter(isCallerField)) add(`${field.name}_${inner.name}`, [field.name, inner.name], inner)
    }
  }
  // The adapter's drizzle instance is typed per dialect; this statement is plain SQL both speak.
  const db = adapter.drizzle as unknown as SelectBuilder
  const sessionHeld = sql`exists (select 1 from ${sessions} where ${sessions._parentID} = ${table.id} and ${sessions.id} = ${sql.placeholder('sid')})`
  const query = db
    .select(columns)
    .from(table)
    .where(and(eq(table.id as never, sql.placeholder('id')), sessionHeld))
    .toSQL()
  return { ...query, slots }
}

/**
 * The signed-in user of an access token, in one indexed statement: the row by its id, only while the
 * token's session is still on it (a sign-out or a password change removes it). Relations come as ids,
 * as at depth 0. Null when there is no such user or session.
 */
export const readSignedInUser = async (payload: Payload, id: number | string, sid: string): Promise<Record<string, unknown> | null> => {
  let query = compiled.get(payload)
  if (!query) {
    query = compile(payload)
    compiled.set(payload, query)
  }
  const [values] = await selectRows(payload, { sql: query.sql, params: fillPlaceholders(query.params, { id, sid }) })
  if (!values) return null
  const user: Record<string, unknown> = {}
  query.slots.forEach(({ path, decode }, index) => {
    const value = decode(values[index])
    if (path.length === 1) user[path[0]] = value
    else ((user[path[0]] ??= {}) as Record<string, unknown>)[path[1]] = value
  })
  return user
}
