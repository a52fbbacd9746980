import type { CollectionSlug, FieldAccess, FlattenedField, RelationshipField, Sort, TextField, UploadField, Where } from 'payload'
import type { User } from '../../payload-types'
import { relationId } from '../data/relation-id'
import { hasStaffRole } from './roles'

/**
 * How a caller other than staff may query a field that tells which member wrote or uploaded a row:
 * `own-id` holds the member's user id, which others may neither read nor filter by (the caller's own id
 * is fine: my-page counts its rows so); `never` holds what others read masked (a name), and a filter or
 * an order on it would spell the name out letter by letter.
 */
export type IdentityQuery = 'own-id' | 'never'

const IDENTITY_KEY = 'memberIdentity'

const identityOf = (field: FlattenedField): IdentityQuery | undefined => field.custom?.[IDENTITY_KEY] as IdentityQuery | undefined

/**
 * The member's id reaches that member and staff only. Without a document Payload is asking whether the
 * field may be queried at all: a member may, and the query guard holds them to their own id.
 */
const ownIdOrStaff =
  (name: string): FieldAccess =>
  ({ req: { user }, doc }) => {
    if (hasStaffRole(user)) return true
    if (!user) return false
    return doc ? relationId((doc as Record<string, number | { id: number } | null | undefined>)[name]) === user.id : true
  }

/** A relationship to the member a row belongs to (its writer, its uploader), hidden from everyone else. */
export const memberIdField = <F extends RelationshipField | UploadField>(field: F): F => ({
  ...field,
  access: { ...field.access, read: ownIdOrStaff(field.name) },
  custom: { ...field.custom, [IDENTITY_KEY]: 'own-id' satisfies IdentityQuery },
})

/** A field others read masked: only staff may filter or sort by it. */
export const staffQueriedField = (field: TextField): TextField => ({
  ...field,
  custom: { ...field.custom, [IDENTITY_KEY]: 'never' satisfies IdentityQuery },
})

type FieldsOf = (collection: CollectionSlug) => FlattenedField[] | undefined

/** The identity rule met along a path (`author`, `images.owner`, `post.value.author`), through groups and relations. */
const identityAlong = (fields: FlattenedField[], segments: string[], fieldsOf: FieldsOf): IdentityQuery | undefined => {
  const [head, ...rest] = segments
  const field = fields.find((candidate) => candidate.name === head)
  if (!field) return undefined
  const rule = identityOf(field)
  if (rule || rest.length === 0) return rule
  if ('flattenedFields' in field && field.flattenedFields) return identityAlong(field.flattenedFields, rest, fieldsOf)
  const targets = 'relationTo' in field ? [field.relationTo].flat() : field.type === 'join' ? [field.collection].flat() : []
  const next = 'relationTo' in field && Array.isArray(field.relationTo) && rest[0] === 'value' ? rest.slice(1) : rest
  for (const target of targets) {
    const found = identityAlong(fieldsOf(target) ?? [], next, fieldsOf)
    if (found) return found
  }
  return undefined
}

const segmentsOf = (path: string) => path.replace(/^-/, '').split(/\.|__/)

const isOwnIdCondition = (condition: unknown, user: User | null) => {
  if (!user || typeof condition !== 'object' || condition === null) return false
  const entries = Object.entries(condition)
  return entries.length === 1 && entries[0]![0] === 'equals' && String(entries[0]![1]) === String(user.id)
}

const whereRefused = (where: Where, fields: FlattenedField[], fieldsOf: FieldsOf, user: User | null): boolean =>
  Object.entries(where).some(([path, condition]) => {
    if (['and', 'or'].includes(path.toLowerCase()))
      return Array.isArray(condition) && condition.some((inner: Where) => whereRefused(inner, fields, fieldsOf, user))
    const rule = identityAlong(fields, segmentsOf(path), fieldsOf)
    return rule === 'never' || (rule === 'own-id' && !isOwnIdCondition(condition, user))
  })

const sortPaths = (sort: Sort | undefined): string[] => {
  if (!sort) return []
  return (Array.isArray(sort) ? sort : [sort]).flatMap((entry) => String(entry).split(','))
}

/**
 * Whether a query asks about who wrote what in a way the caller may not: staff may ask anything, others
 * neither filter nor sort by a member's id or name (filtering by their own id aside). Runs on a
 * well-formed `where` (query-input.ts checks that first).
 */
export const asksForMemberIdentity = ({
  where,
  sort,
  fields,
  fieldsOf,
  user,
}: {
  where: Where | undefined
  sort: Sort | undefined
  fields: FlattenedField[]
  fieldsOf: FieldsOf
  user: User | null
}): boolean => {
  if (hasStaffRole(user)) return false
  if (where && whereRefused(where, fields, fieldsOf, user)) return true
  return sortPaths(sort).some((path) => identityAlong(fields, segmentsOf(path.trim()), fieldsOf) !== undefined)
}
