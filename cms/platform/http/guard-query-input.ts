import { APIError, type CollectionBeforeOperationHook, type CollectionConfig, NotFound } from 'payload'
import { isRecordId, isWellFormedWhere } from './query-input'

export const queryInputMessages = { badWhere: '검색 조건이 올바르지 않습니다.' } as const

/**
 * Malformed ids and queries are the caller's mistake and get a 404 or a 400, on every surface that
 * runs Payload's operations (REST, GraphQL, the Local API), instead of a database error and a 500.
 */
export const guardQueryInput: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const { id, where } = args as { id?: unknown; where?: unknown }
  if (id !== undefined && !isRecordId(id)) throw new NotFound(req.t)
  // Payload's REST hands the operation parseFloat(id) of the path, so `/api/notices/1abc` would read notice 1.
  if (id !== undefined && typeof req.routeParams?.id === 'string' && !isRecordId(req.routeParams.id)) throw new NotFound(req.t)
  if (!isWellFormedWhere(where, collection.flattenedFields)) throw new APIError(queryInputMessages.badWhere, 400, null, true)
  return args
}

/** Puts the guard in front of a collection's own beforeOperation hooks. */
export const withQueryInputGuard = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [guardQueryInput, ...(collection.hooks?.beforeOperation ?? [])] },
})
