import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { ComputedColumn } from './read-page'

/** The first `length` characters of a text field, for excerpts (trimmed to their final length in JS). */
export const textStart =
  (field: string, length: number): ComputedColumn =>
  ({ column, tableName }) =>
    sql<string | null>`substr(${column(tableName, field)}, 1, ${length})`

/** How many rows a hasMany relationship or upload field holds; they live in the collection's `_rels` table. */
export const relatedCount =
  (field: string): ComputedColumn =>
  ({ column, tableName }) => {
    const rels = `${tableName}_rels`
    return sql<number>`(select count(*) from ${sql.identifier(rels)} where ${column(rels, 'parent')} = ${column(tableName, 'id')} and ${column(rels, 'path')} = ${field})`
  }

/**
 * The stored URL of a single upload field's file (of an image size when it was made, else the
 * original) or its alternative text, from the upload collection's table. It reads that table without
 * its access rule, so it serves only upload collections anyone may read (media), never avatars or files.
 */
export const uploadColumn =
  (field: string, upload: { table: string; value: 'url' | 'alt'; size?: string }): ComputedColumn =>
  ({ column, tableName }) => {
    const original = column(upload.table, upload.value)
    const value = upload.value === 'url' && upload.size ? sql`coalesce(${column(upload.table, `sizes_${upload.size}_url`)}, ${original})` : original
    return sql<string | null>`(select ${value} from ${sql.identifier(upload.table)} where ${column(upload.table, 'id')} = ${column(tableName, field)})`
  }

/**
 * One column of the row a single relationship points at (a type's label), read without that
 * collection's access rule: only for collections anyone may read.
 */
export const relatedColumn =
  (field: string, related: { table: string; column: string }): ComputedColumn =>
  ({ column, tableName }) =>
    sql<string | null>`(select ${column(related.table, related.column)} from ${sql.identifier(related.table)} where ${column(related.table, 'id')} = ${column(tableName, field)})`

/** How many rows of another table point at the row through `field` (the seats held of a course). */
export const referencingCount =
  (table: string, field: string): ComputedColumn =>
  ({ column, tableName }) =>
    sql<number>`(select count(*) from ${sql.identifier(table)} where ${column(table, field)} = ${column(tableName, 'id')})`

/** A sub-field of a group field, which Payload keeps on the collection's own table as `<group>_<field>`. */
export const groupColumn =
  (group: string, field: string): ComputedColumn =>
  ({ column, tableName }) =>
    column(tableName, `${group}_${field}`)
