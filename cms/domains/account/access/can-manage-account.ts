import type { Access } from 'payload'
import { hasAdminRole, hasStaffRole } from '../../../platform/access/roles'

/**
 * Who may change (or unlock) an account: an admin any account; staff only members' accounts, so a
 * staff user can never reset an admin's password or e-mail and sign in as that admin. Staff change
 * their own profile on the portal's my-page, which asks for the password first.
 */
export const canManageAccount: Access = ({ req: { user } }) => {
  if (hasAdminRole(user)) return true
  if (hasStaffRole(user)) return { role: { equals: 'member' } }
  return false
}
