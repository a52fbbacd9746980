import type { Access } from 'payload'
import { hasStaffRole } from './roles'

/** Staff see drafts too; everyone else gets a query that keeps only published documents. */
export const publishedOrStaff: Access = ({ req: { user } }) => {
  if (hasStaffRole(user)) return true
  return { _status: { equals: 'published' } }
}
