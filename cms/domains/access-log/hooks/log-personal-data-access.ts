import type { CollectionAfterOperationHook, PayloadRequest } from 'payload'
import type { AccessAction } from '../../../../contract/access-log'
import { hasStaffRole } from '../../../platform/access/roles'
import { relationId } from '../../../platform/data/relation-id'
import { recordAccess } from '../services/record-access'

type Doc = Record<string, unknown> & { id?: unknown }

/** Whose personal data a document of the collection is: the member's account id, or null. */
export type Whose = (doc: Doc) => number | null

/** Rows a member owns through a relationship field (`member`, `author`). */
export const ownedBy =
  (field: string): Whose =>
  (doc) => {
    const id = relationId(doc[field] as number | { id: number } | null | undefined)
    return typeof id === 'number' ? id : null
  }

/** The users collection: an account is its own member's data. */
export const theAccountItself: Whose = (doc) => (typeof doc.id === 'number' ? doc.id : null)

const COVERED = 'accessLogCoveredBy'
const LOGGED = 'accessLogged'

/**
 * Runs `work` (Local API calls with `req`) without a read entry per call, for a caller that writes
 * one entry of its own for all of it: an export reads thousands of rows and logs one 다운로드.
 */
export const coveredByOneEntry = async <T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> => {
  req.context[COVERED] = true
  try {
    return await work()
  } finally {
    delete req.context[COVERED]
  }
}

/** The same read or write within one request (the admin asks for a document more than once) is one entry. */
const firstTimeInRequest = (req: PayloadRequest, key: string) => {
  const logged = (req.context[LOGGED] as Set<string> | undefined) ?? new Set<string>()
  req.context[LOGGED] = logged
  if (logged.has(key)) return false
  logged.add(key)
  return true
}

const writeActions: Partial<Record<string, AccessAction>> = { create: 'create', updateByID: 'update', update: 'update', deleteByID: 'delete', delete: 'delete' }

/**
 * 개인정보 접속기록 for a collection that holds members' personal data: every view (a document), list
 * (once per page, with its count), creation, change and deletion by staff or an admin, whatever the
 * surface (admin, Payload REST, GraphQL, /api/v1 through the Local API), since they all run Payload's
 * operations. Not logged: members (they only ever see their own rows), anyone's own account row, reads
 * the portal makes for itself with access overridden, and an empty page. A write made on a staff
 * member's behalf is theirs even when the service bypasses access to make it (a state move).
 * Writing the entry can fail the request: no entry, no access.
 */
export const logPersonalDataAccess =
  (whose: Whose): CollectionAfterOperationHook =>
  async ({ collection, operation, overrideAccess, req, result }) => {
    const { user } = req
    if (!user || !hasStaffRole(user) || req.context[COVERED]) return
    const slug = collection.slug
    const others = (docs: Doc[]) => docs.filter((doc) => whose(doc) !== user.id)

    if (operation === 'find') {
      if (overrideAccess) return
      const docs = others(result.docs as Doc[])
      if (docs.length === 0 || !firstTimeInRequest(req, `list:${slug}:${docs.map((doc) => String(doc.id)).join(',')}`)) return
      const owners = new Set(docs.map(whose))
      const [only] = owners
      await recordAccess(req, { action: 'view', collection: slug, count: docs.length, subjectId: owners.size === 1 ? only : null })
      return
    }

    const action = operation === 'findByID' ? 'view' : writeActions[operation]
    if (!action || (action === 'view' && overrideAccess)) return
    const changed = 'docs' in (result as object) ? ((result as { docs: Doc[] }).docs ?? []) : [result as Doc]
    for (const doc of others(changed)) {
      if (!doc || !firstTimeInRequest(req, `${action}:${slug}:${String(doc.id)}`)) continue
      await recordAccess(req, { action, collection: slug, recordId: String(doc.id), subjectId: whose(doc) })
    }
  }
