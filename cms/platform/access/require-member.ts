import type { PayloadRequest } from 'payload'
import { sessionMessages } from './messages'
import { AppError } from '../http/errors'
import type { User } from '../../payload-types'

/**
 * Guard of every members-only /api/v1 handler. A request that sent a token Payload did not accept
 * (expired, revoked) gets "expired" so the client knows a refresh may help (docs/api.md).
 */
export const requireMember = (req: PayloadRequest): User => {
  const user = req.user as User | null
  if (user && user.status !== 'withdrawn') return user
  const sentToken = Boolean(req.headers.get('authorization'))
  throw new AppError(401, sentToken ? sessionMessages.expired : sessionMessages.loginRequired)
}
