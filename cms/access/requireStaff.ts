import type { PayloadRequest } from 'payload'
import { AppError, errorMessages } from '../lib/errors'
import type { User } from '../payload-types'
import { requireMember } from './requireMember'
import { hasStaffRole } from './roles'

/** Guard of the staff-only /api/v1 handlers: 401 when signed out, 403 for a member. */
export const requireStaff = (req: PayloadRequest): User => {
  const user = requireMember(req)
  if (!hasStaffRole(user)) throw new AppError(403, errorMessages.forbidden)
  return user
}
