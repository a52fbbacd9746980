import { AuthenticationError, LockedAuth, type PayloadRequest } from 'payload'
import { mypageMessages } from '../messages'
import { PASSWORD_CHECK_CONTEXT, endSession, withUserRowLock } from '../../account'
import { AppError } from '../../../platform/http/errors'
import type { User } from '../../../payload-types'

type StoredUser = User & { lockUntil?: string | null }

const findStored = async (req: PayloadRequest, userId: number) =>
  (await req.payload.db.findOne({ collection: 'users', req, where: { id: { equals: userId } } })) as StoredUser | null

const sidOf = (token: string | undefined): string | null => {
  try {
    const claims = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid?: string }
    return claims.sid ?? null
  } catch {
    return null
  }
}

const lockedUntil = (user: StoredUser | null) =>
  user?.lockUntil && new Date(user.lockUntil).getTime() > Date.now() ? new Date(user.lockUntil).getTime() : null

/**
 * Confirms the signed-in member's password through Payload's own login, so wrong guesses here count
 * towards the same 5-attempt lock as the login form. The session that login opens is dropped again
 * at once: a password check must not leave an extra sign-in behind.
 */
export const checkMemberPassword = async (req: PayloadRequest, user: User, password: string, wrongMessage: string) => {
  let token: string | undefined
  try {
    ;({ token } = await withUserRowLock(() =>
      req.payload.login({ collection: 'users', data: { username: user.username, password }, depth: 0, context: { [PASSWORD_CHECK_CONTEXT]: true } }),
    ))
  } catch (error) {
    if (!(error instanceof AuthenticationError) && !(error instanceof LockedAuth)) throw error
    const until = lockedUntil(await findStored(req, user.id))
    if (until) throw new AppError(423, mypageMessages.locked(Math.max(1, Math.ceil((until - Date.now()) / 60_000))))
    throw new AppError(400, wrongMessage)
  }
  const sid = sidOf(token)
  if (sid) await endSession(req, user.id, sid)
}
