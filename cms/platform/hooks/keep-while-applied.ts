import { APIError, type CollectionBeforeDeleteHook, type CollectionSlug } from 'payload'
import { systemAccess } from '../access/system-access'

/**
 * Refuses to delete what members' records point at (a course or project call they applied to; a
 * pass, coupon or goods they bought, registered or booked): their rows need it. Staff close or
 * unpublish it instead, as the message says.
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
