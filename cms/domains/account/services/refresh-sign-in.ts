import type { PayloadRequest } from 'payload'
import { findOneRefreshToken, findRefreshToken, mintAccessToken, reissueAccessToken, sessionCookies, storeRefreshToken, toUserInfo } from './session'
import type { SignInData } from '../../../../contract/auth'
import { relationId } from '../../../platform/data/relation-id'
import type { RefreshToken } from '../../../payload-types'
import { endSignIn, familyOf } from './end-sign-in'
import { systemAccess } from '../../../platform/access/system-access'
import { withUserRowLock } from '../user-row-lock'

/**
 * Two tabs of one browser may refresh with the same cookie at the same moment; the later one, within
 * this window (REFRESH_REUSE_GRACE_SECONDS, default 20), gets a token of the session its twin just
 * started. Later than that, a used refresh token can only be a copy in someone else's hands.
 */
const reuseGraceMs = () => {
  const seconds = Number(process.env.REFRESH_REUSE_GRACE_SECONDS)
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : 20) * 1000
}

export type RefreshOutcome = { data: SignInData; cookies: string[] }

const newestLiveOfFamily = (req: PayloadRequest, family: string) =>
  findOneRefreshToken(req, { and: [{ family: { equals: family } }, { rotatedAt: { exists: false } }, { revokedAt: { exists: false } }] })

const toData = (access: { accessToken: string; expiresAt: string; user: Parameters<typeof toUserInfo>[0] }): SignInData => ({
  accessToken: access.accessToken,
  expiresAt: access.expiresAt,
  userInfo: toUserInfo(access.user),
})

/** A used token presented again: the twin tab's moment, or theft, which ends the whole sign-in. */
const answerReuse = async (req: PayloadRequest, stored: RefreshToken, userId: number): Promise<RefreshOutcome | null> => {
  const family = familyOf(stored)
  if (Date.now() - new Date(stored.rotatedAt ?? 0).getTime() > reuseGraceMs()) {
    await endSignIn(req, userId, family)
    return null
  }
  const successor = await newestLiveOfFamily(req, family)
  const access = successor?.sid ? await reissueAccessToken(req, userId, successor.sid) : null
  return access ? { data: toData(access), cookies: [] } : null
}

const renew = async (req: PayloadRequest, refreshToken: string): Promise<RefreshOutcome | null> => {
  const stored = await findRefreshToken(req, refreshToken)
  const userId = relationId(stored?.user)
  if (!stored || userId === null || stored.revokedAt || new Date(stored.expiresAt).getTime() <= Date.now()) return null
  if (stored.rotatedAt) return answerReuse(req, stored, userId)

  const family = familyOf(stored)
  await req.payload.update({
    collection: 'refresh-tokens',
    id: stored.id,
    ...systemAccess('session tokens'),
    req,
    data: { rotatedAt: new Date().toISOString(), family },
  })
  const access = await mintAccessToken(req, userId)
  if (access.user.status === 'withdrawn') {
    await endSignIn(req, userId, family)
    return null
  }
  const expiresAt = new Date(stored.expiresAt)
  const autoLogin = Boolean(stored.autoLogin)
  const next = await storeRefreshToken(req, { userId, family, sid: access.sid, expiresAt, autoLogin })
  return { data: toData(access), cookies: sessionCookies(next, autoLogin, expiresAt) }
}

/**
 * Renews a sign-in (OAuth 2.0 Security BCP, refresh token rotation): the presented refresh token is
 * used up and a new one of the same family replaces it, with a new access token. The sign-in keeps
 * its original end; null when there is nothing (any more) to renew. It takes the user-row turn for
 * the whole renewal, as logout does: a logout on another process between reading the token and
 * storing its successor would otherwise revoke the family without the successor, which lived on.
 */
export const refreshSignIn = (req: PayloadRequest, refreshToken: string): Promise<RefreshOutcome | null> => withUserRowLock(() => renew(req, refreshToken))
