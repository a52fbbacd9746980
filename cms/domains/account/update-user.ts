import type { PayloadRequest } from 'payload'
import type { User } from '../../payload-types'
import { withUserRowLock } from './user-row-lock'
import { systemAccess } from '../../platform/access/system-access'

/** Changes a member's own row through Payload (hooks, password hashing), in turn with sign-ins. */
export const updateUser = (req: PayloadRequest, userId: number, data: Partial<User> & { password?: string }) =>
  withUserRowLock(() => req.payload.update({ collection: 'users', id: userId, ...systemAccess('own account row'), req, depth: 0, data }))
