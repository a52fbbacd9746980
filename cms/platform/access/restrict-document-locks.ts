import type { SanitizedConfig } from 'payload'
import { isStaff } from './is-staff'

/**
 * Payload adds its own `payload-locked-documents` collection ("being edited by …" in /admin) open to
 * every signed-in account, so a member could fake or lift staff's edit locks and see who edits what.
 * Only staff use /admin: the locks are theirs alone. Payload's own lock checks read the table directly.
 */
export const restrictDocumentLocks = (config: SanitizedConfig): SanitizedConfig => {
  const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (locks) locks.access = { ...locks.access, read: isStaff, create: isStaff, update: isStaff, delete: isStaff }
  return config
}
