import type { FieldHook } from 'payload'
import { hasStaffRole } from '../../../platform/access/roles'
import { relationId } from '../../../platform/data/relation-id'
import { shownAuthorName } from '../services/mask-name'

type Writer = { author?: number | { id: number } | null; byStaff?: boolean | null }

/**
 * The writer's name as /api/v1 shows it, on Payload's REST, GraphQL and admin too; staff (and a
 * deliberate system read) get it as stored. The writer's id is read from the row itself: the id
 * field's own read rule removes it for anyone but the writer and staff, so only the writer finds
 * their own id here, whichever field Payload finishes first.
 */
export const maskAuthorName: FieldHook<{ id: number }, string | null | undefined, Writer> = ({ value, siblingData, req: { user }, overrideAccess }) => {
  if (typeof value !== 'string' || overrideAccess || hasStaffRole(user)) return value
  const own = Boolean(user) && relationId(siblingData.author ?? null) === user!.id
  return shownAuthorName(value, { own, staffReader: false, byStaff: Boolean(siblingData.byStaff) })
}
