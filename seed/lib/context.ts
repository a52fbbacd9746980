import type { CollectionSlug, Payload } from 'payload'
import { systemAccess } from '../../cms/platform/access/system-access'

/**
 * What every seeding step receives: the Local API, the moment the seed runs (all dates are relative
 * to it) and the list of documents created so far.
 */
export type SeedContext = { payload: Payload; now: Date; created: { collection: CollectionSlug; id: number | string }[] }

/** Notes a created document so a failed seed can remove it again. */
export const track = <T extends { id: number | string }>(ctx: SeedContext, collection: CollectionSlug, doc: T): T => {
  ctx.created.push({ collection, id: doc.id })
  return doc
}

/**
 * The SQLite adapter runs without transactions here (db-sqlite's default; the config sets no
 * transactionOptions), so a failed seed deletes what it created, newest first (posts before the files they point at); Payload
 * removes the uploaded files from disk with their documents. The database is then empty again and
 * the next start seeds from scratch.
 */
export const undoSeed = async (ctx: SeedContext) => {
  for (const { collection, id } of [...ctx.created].reverse()) {
    try {
      await ctx.payload.delete({ collection, id, ...systemAccess('seed') })
    } catch (error) {
      ctx.payload.logger.warn({ err: error, msg: `데모 데이터 정리 중 ${collection} ${id} 삭제 실패` })
    }
  }
  ctx.created.length = 0
}
