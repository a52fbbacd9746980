import type { Access } from 'payload'
import { hasStaffRole } from './roles'

/** Rows that belong to a member (profile image, later applications): the owner and staff see them. */
export const ownRowsOrStaff =
  (ownerField: string): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (hasStaffRole(user)) return true
    return { [ownerField]: { equals: user.id } }
  }
