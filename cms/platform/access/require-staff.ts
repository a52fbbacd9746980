import type { PayloadRequest } from 'payload'
import { AppError, errorMessages } from '../http/errors'
import type { User } from '../../payload-types'
import { hasStaffRole } from './roles'

/** Guard of a staff-only /api/v1 call: a guest is told to sign in (401), anyone else that it is not theirs (403). */
export const requireStaff = (req: PayloadRequest): User => {
  const user = req.user as User | null
  if (hasStaffRole(user)) return user!
  throw new AppError(user ? 403 : 401, user ? errorMessages.forbidden : errorMessages.unauthorized)
}
