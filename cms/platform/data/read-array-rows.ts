import { asc, fillPlaceholders, inArray, sql } from '@payloadcms/db-sqlite/drizzle'
import type { CollectionSlug, Payload } from 'payload'
import { decoderOf, type DriverColumn } from './decode-column'
import { selectRows } from './select-rows'
import { tableOf } from './tables'

type Select = {
  select: (columns: Record<string, unknown>) => {
    from: (table: unknown) => { where: (where: unknown) => { orderBy: (...order: unknown[]) => { toSQL: () => { sql: string; params: unknown[] } } } }
  }
}

type Request = { collection: CollectionSlug; field: string; parentIds: number[]; columns: readonly string[] }

/** Keyed by collection, field, columns and the number of parents: building the SQL cost as much as running it. */
const compiledQueries = new Map<string, { sql: string; params: unknown[]; decoders: ((value: unknown) => unknown)[] }>()

const compile = (payload: Payload, { collection, field, parentIds, columns }: Request) => {
  const { adapter, table } = tableOf(payload, collection, field)
  // An array field's table keys its parent as `_parentID`; a hasMany select's table as `parent`.
  const parent = table._parentID ?? table.parent
  const order = table._order ?? table.order
  const selected: Record<string, unknown> = { parent }
  for (const column of columns) selected[column] = table[column]
  const parents = parentIds.map((_, index) => sql.placeholder(`parent${index}`))
  const query = (adapter.drizzle as unknown as Select)
    .select(selected)
    .from(table)
    .where(inArray(parent as never, parents))
    .orderBy(asc(parent as never), asc(order as never))
    .toSQL()
  // Each value as Payload's own read would give it (on PostgreSQL a number column arrives as a string).
  const arrayField = payload.collections[collection].config.flattenedFields.find((candidate) => candidate.name === field)
  const subFields = arrayField && 'flattenedFields' in arrayField ? arrayField.flattenedFields : []
  const decoders = columns.map((column) => decoderOf(subFields.find((candidate) => candidate.name === column), table[column] as DriverColumn))
  return { ...query, decoders }
}

/**
 * The rows of an array field (plain sub-fields only) or the values of a hasMany select (column `value`) of parents a lean list already read and
 * access-checked, in their order, by parent id: one statement for the whole page.
 */
export const readArrayRows = async (payload: Payload, request: Request): Promise<Map<number, Record<string, unknown>[]>> => {
  const { collection, field, parentIds, columns } = request
  const byParent = new Map<number, Record<string, unknown>[]>()
  if (parentIds.length === 0) return byParent
  const key = `${collection}.${field}:${columns.join(',')}:${parentIds.length}`
  let query = compiledQueries.get(key)
  if (!query) {
    query = compile(payload, request)
    compiledQueries.set(key, query)
  }
  const params = fillPlaceholders(query.params, Object.fromEntries(parentIds.map((id, index) => [`parent${index}`, id])))
  for (const [parent, ...values] of await selectRows(payload, { sql: query.sql, params })) {
    const row = Object.fromEntries(columns.map((column, index) => [column, query.decoders[index]!(values[index])]))
    const rows = byParent.get(parent as number) ?? []
    rows.push(row)
    byParent.set(parent as number, rows)
  }
  return byParent
}
