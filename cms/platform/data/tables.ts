import type { DrizzleAdapter } from '@payloadcms/drizzle'
import type { Payload } from 'payload'

/**
 * The drizzle table Payload keeps for a collection, or for one of its array fields
 * (`<collection>_<field_in_snake_case>`). The adapter keys its tables by snake-cased names; the
 * portal's slugs are kebab-case.
 */
export const tableOf = (payload: Payload, collection: string, arrayField?: string) => {
  const adapter = payload.db as unknown as DrizzleAdapter
  const key = collection.replace(/-/g, '_') + (arrayField ? `_${arrayField.replace(/([A-Z])/g, '_$1').toLowerCase()}` : '')
  const tableName = adapter.tableNameMap.get(key)
  if (!tableName) throw new Error(`no table for ${arrayField ? `${collection}.${arrayField}` : collection}`)
  return { adapter, tableName, table: adapter.tables[tableName] as Record<string, unknown> }
}
