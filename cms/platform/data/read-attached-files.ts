import type { DrizzleAdapter } from '@payloadcms/drizzle'
import { fillPlaceholders, sql } from '@payloadcms/db-sqlite/drizzle'
import type { CollectionSlug, Payload } from 'payload'
import { displayName } from '../uploads/upload-original-name'
import { selectRows } from './select-rows'
import { tableOf } from './tables'

export type AttachedFile = { id: number; filename: string; title: string | null; url: string; filesize: number; mimeType: string; downloadCount: number }

type Dialect = { dialect: { sqlToQuery: (query: ReturnType<typeof sql>) => { sql: string; params: unknown[] } } }

const compiled = new Map<string, { sql: string; params: unknown[] }>()

/**
 * The files of one post's hasMany upload field into `files`, in their order: one statement over the
 * post's `_rels` rows and the files table. `files` is readable by anyone (cms/domains/content/collections/Files.ts);
 * the post itself must already have been read under its collection's access. The download count is
 * staff-only (the field's read rule): the caller drops it for everyone else.
 */
export const readAttachedFiles = async (payload: Payload, collection: CollectionSlug, field: string, parentId: number): Promise<AttachedFile[]> => {
  const key = `${collection}.${field}`
  let query = compiled.get(key)
  if (!query) {
    const { adapter, tableName } = tableOf(payload, collection)
    const rels = sql.identifier(`${tableName}_rels`)
    const files = sql.identifier(tableOf(payload, 'files').tableName)
    const statement = sql`select ${files}."id", ${files}."filename", ${files}."original_name", ${files}."title", ${files}."url", ${files}."filesize", ${files}."mime_type", ${files}."download_count"
      from ${rels} join ${files} on ${files}."id" = ${rels}."files_id"
      where ${rels}."parent_id" = ${sql.placeholder('parent')} and ${rels}."path" = ${field}
      order by ${rels}."order"`
    query = (adapter.drizzle as unknown as DrizzleAdapter['drizzle'] & Dialect).dialect.sqlToQuery(statement)
    compiled.set(key, query)
  }
  const params = fillPlaceholders(query.params, { parent: parentId })
  return (await selectRows(payload, { sql: query.sql, params })).map(([id, filename, originalName, title, url, filesize, mimeType, downloadCount]) => ({
    id: Number(id),
    filename: displayName({ originalName: originalName as string | null, filename: filename as string | null }),
    title: (title as string | null) ?? null,
    url: String(url ?? ''),
    filesize: Number(filesize ?? 0),
    mimeType: String(mimeType ?? 'application/octet-stream'),
    downloadCount: Number(downloadCount ?? 0),
  }))
}
