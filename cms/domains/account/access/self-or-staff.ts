import type { Access } from 'payload'
import { hasStaffRole } from '../../../platform/access/roles'

/** A member reads and edits only their own account; staff see everyone. */
export const selfOrStaff: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasStaffRole(user)) return true
  return { id: { equals: user.id } }
}
