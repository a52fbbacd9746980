import type { Access } from 'payload'
import { hasStaffRole } from './roles'

/** Staff see drafts too; everyone else gets a query that keeps only published documents. */
export const publishedOrStaff: Access = ({ req: { user } }) => {
  if (hasStaffRole(user)) return true
  return { _status: { equals: 'published' } }
}

/**
 * Rows that belong to a document with drafts (a pass's options, an attraction's goods): staff see
 * all; everyone else only those whose document is published, so a pass still in draft does not show
 * its options and prices through `/api/pass-options` or GraphQL before it is published.
 */
export const underPublishedOrStaff =
  (parentField: string): Access =>
  ({ req: { user } }) => {
    if (hasStaffRole(user)) return true
    return { [`${parentField}._status`]: { equals: 'published' } }
  }
