import { APIError, type CollectionBeforeOperationHook, type CollectionConfig, type CollectionSlug, NotFound, type Sort, type Where } from 'payload'
import { asksForMemberIdentity } from '../access/member-identity'
import type { User } from '../../payload-types'
import { fitsWhereLimits, hasUuidIds, isRecordId, isWellFormedWhere } from './query-input'

export const queryInputMessages = {
  badWhere: '검색 조건이 올바르지 않습니다.',
  tooLarge: '검색 조건이 너무 많거나 너무 깊게 겹쳐 있습니다. 조건을 줄여 다시 검색해 주세요.',
  memberIdentity: '작성자 정보로는 검색하거나 정렬할 수 없습니다.',
} as const

/**
 * Malformed ids and queries are the caller's mistake and get a 404 or a 400, on every surface that
 * runs Payload's operations (REST, GraphQL, the admin, the Local API under /api/v1), instead of a
 * database error and a 500; an oversized query a 400 before the database spends time on it; a query
 * by who wrote a member's row, from anyone but staff, a 403.
 */
export const guardQueryInput: CollectionBeforeOperationHook = ({ args, collection, overrideAccess, req }) => {
  const { id, where, sort } = args as { id?: unknown; where?: unknown; sort?: Sort }
  const uuidIds = hasUuidIds(collection.flattenedFields)
  if (id !== undefined && !isRecordId(id, uuidIds)) throw new NotFound(req.t)
  // Payload's REST hands the operation parseFloat(id) of the path, so `/api/notices/1abc` would read notice 1.
  if (id !== undefined && typeof req.routeParams?.id === 'string' && !isRecordId(req.routeParams.id, uuidIds)) throw new NotFound(req.t)
  if (!fitsWhereLimits(where)) throw new APIError(queryInputMessages.tooLarge, 400, null, true)
  if (!isWellFormedWhere(where, collection.flattenedFields)) throw new APIError(queryInputMessages.badWhere, 400, null, true)
  // A deliberate bypass (systemAccess) reads every field anyway, so there is nothing its query could reveal.
  const asksWho =
    !overrideAccess &&
    asksForMemberIdentity({
      where: where as Where | undefined,
      sort,
      fields: collection.flattenedFields,
      fieldsOf: (slug: CollectionSlug) => req.payload.collections[slug]?.config.flattenedFields,
      user: req.user as User | null,
    })
  if (asksWho) throw new APIError(queryInputMessages.memberIdentity, 403, null, true)
  return args
}

/** Puts the guard in front of a collection's own beforeOperation hooks. */
export const withQueryInputGuard = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [guardQueryInput, ...(collection.hooks?.beforeOperation ?? [])] },
})
