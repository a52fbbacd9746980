import type { PayloadRequest } from 'payload'
import { withUserRowLock } from '../user-row-lock'

/** Marks that the member has just signed in (최근 로그인 in the admin and on the my-page profile). */
export const recordLogin = (req: PayloadRequest, userId: number) =>
  withUserRowLock(() => req.payload.db.updateOne({ collection: 'users', id: userId, data: { lastLoginAt: new Date().toISOString() }, req, returning: false }))

/** Set in the context of a Payload login that only confirms a password, which is no sign-in. */
export const PASSWORD_CHECK_CONTEXT = 'passwordCheckOnly'
