import { APIError, type CollectionBeforeDeleteHook, type CollectionSlug } from 'payload'
import { systemAccess } from '../access/system-access'

/**
 * Refuses to delete what members applied to (a course, a project call): their applications and
 * certificates point at it. Staff close it instead, as the message says.
 */
export const keepWhileApplied =
  (applications: CollectionSlug, field: string, message: string): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const { totalDocs } = await req.payload.count({
      collection: applications,
      where: { [field]: { equals: id } },
      ...systemAccess('application bookkeeping'),
      req,
    })
    if (totalDocs > 0) throw new APIError(message, 409, undefined, true)
  }
