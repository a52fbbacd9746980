import type { PayloadRequest } from 'payload'
import { endSession, findOneRefreshToken, findRefreshToken, readRefreshCookie, requestSid } from './session'
import { relationId } from '../../../platform/data/relation-id'
import { endSignIn, familyOf } from './end-sign-in'
import { withUserRowLock } from '../user-row-lock'

/**
 * Logout ends the whole sign-in the request belongs to, found by its refresh cookie or else by the
 * session of its access token: the refresh tokens of that family and every access token they issued.
 * In the user-row turn, so a refresh of the same sign-in (on any process) comes wholly before or after.
 */
export const signOut = (req: PayloadRequest) =>
  withUserRowLock(async () => {
    const refreshToken = readRefreshCookie(req)
    const sid = requestSid(req)
    const stored = (refreshToken ? await findRefreshToken(req, refreshToken) : null) ?? (sid ? await findOneRefreshToken(req, { sid: { equals: sid } }) : null)
    const userId = relationId(stored?.user)
    if (stored && userId !== null) await endSignIn(req, userId, familyOf(stored))
    // A token from Payload's own login has no refresh token; its session still ends here.
    if (sid && req.user) await endSession(req, req.user.id as number, sid)
  })
