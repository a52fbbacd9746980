import type { PayloadRequest } from 'payload'
import { hasAdminRole } from '../../../platform/access/roles'
import { AppError, errorMessages } from '../../../platform/http/errors'
import type { User } from '../../../payload-types'
import { messages } from '../messages'

/** The access log is for admins only: a guest is told to sign in, staff and members that it is not theirs. */
export const requireAdmin = (req: PayloadRequest): User => {
  const user = req.user as User | null
  if (!user) throw new AppError(401, errorMessages.unauthorized)
  if (!hasAdminRole(user)) throw new AppError(403, messages.adminOnly)
  return user
}
