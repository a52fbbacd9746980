import { asc, inArray } from '@payloadcms/db-sqlite/drizzle'
import type { CollectionSlug, Payload } from 'payload'
import { selectRows } from './select-rows'
import { tableOf } from './tables'

type Select = {
  select: (columns: Record<string, unknown>) => {
    from: (table: unknown) => { where: (where: unknown) => { orderBy: (...order: unknown[]) => { toSQL: () => { sql: string; params: unknown[] } } } }
  }
}

/**
 * The rows of an array field (plain sub-fields only) of parents a lean list already read and
 * access-checked, in their order, by parent id: one statement for the whole page.
 */
export const readArrayRows = async (
  payload: Payload,
  { collection, field, parentIds, columns }: { collection: CollectionSlug; field: string; parentIds: number[]; columns: readonly string[] },
): Promise<Map<number, Record<string, unknown>[]>> => {
  const byParent = new Map<number, Record<string, unknown>[]>()
  if (parentIds.length === 0) return byParent
  const { adapter, table } = tableOf(payload, collection, field)
  const selected: Record<string, unknown> = { parent: table._parentID }
  for (const column of columns) selected[column] = table[column]
  const query = (adapter.drizzle as unknown as Select)
    .select(selected)
    .from(table)
    .where(inArray(table._parentID as never, parentIds))
    .orderBy(asc(table._parentID as never), asc(table._order as never))
    .toSQL()
  for (const [parent, ...values] of await selectRows(payload, query)) {
    const row = Object.fromEntries(columns.map((column, index) => [column, values[index]]))
    const rows = byParent.get(parent as number) ?? []
    rows.push(row)
    byParent.set(parent as number, rows)
  }
  return byParent
}
