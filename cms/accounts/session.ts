import crypto from 'node:crypto'
import { getFieldsToSign, jwtSign, type PayloadRequest } from 'payload'
import { addSessionToUser, parseCookies } from 'payload/shared'
import { clearCookie, setCookie } from '../lib/cookies'
import type { User } from '../payload-types'
import { AppError } from '../lib/errors'
import type { SignInData, UserInfo } from '../endpoints/v1/schemas/auth'
import { recordLogin } from './record-login'
import { sessionMessages } from './session-messages'
import { withUserRowLock } from './user-row-lock'

/** HttpOnly: the refresh secret itself. Only the auth endpoints ever see it. */
export const REFRESH_COOKIE = 'portal_refresh'
/** Readable by the SPA and carries no secret: tells the client a refresh is worth trying (spec §4). */
export const SESSION_HINT_COOKIE = 'portal_session'
const refreshCookie = { name: REFRESH_COOKIE, path: '/api/v1/auth', httpOnly: true }
const sessionHintCookie = { name: SESSION_HINT_COOKIE, path: '/', httpOnly: false }

const AUTO_LOGIN_SECONDS = 14 * 24 * 60 * 60
/** Without "자동 로그인" the cookie dies with the browser, and the server forgets it after a working day. */
const BROWSER_SESSION_SECONDS = 12 * 60 * 60

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

export const toUserInfo = (user: Pick<User, 'username' | 'name' | 'role'>): UserInfo => ({
  login_id: user.username,
  user_nm: user.name,
  role: user.role,
})

/**
 * A Payload access token for the user, made exactly as Payload's own login makes one (a session
 * entry on the user plus a signed JWT), so /api and /api/v1 accept it as a bearer token.
 */
export const mintAccessToken = async (req: PayloadRequest, userId: number) => {
  const collection = req.payload.collections.users
  const { user, sid } = await withUserRowLock(async () => {
    const found = (await req.payload.db.findOne({ collection: 'users', req, where: { id: { equals: userId } } })) as
      | (User & { collection?: string })
      | null
    if (!found) throw new AppError(401, sessionMessages.expired)
    const session = await addSessionToUser({ collectionConfig: collection.config, payload: req.payload, req, user: found as never })
    return { user: found, sid: session.sid }
  })
  const fieldsToSign = getFieldsToSign({ collectionConfig: collection.config, email: user.email, sid, user: { ...user, collection: 'users' } as never })
  const { token, exp } = await jwtSign({ fieldsToSign, secret: req.payload.secret, tokenExpiration: collection.config.auth.tokenExpiration })
  return { accessToken: token, expiresAt: new Date(exp * 1000).toISOString(), user }
}

const sessionCookies = (refreshToken: string, autoLogin: boolean) => {
  const maxAge = autoLogin ? AUTO_LOGIN_SECONDS : undefined
  return [setCookie(refreshCookie, refreshToken, maxAge), setCookie(sessionHintCookie, '1', maxAge)]
}

export const clearedSessionCookies = () => [clearCookie(refreshCookie), clearCookie(sessionHintCookie)]

export const withCookies = (response: Response, cookies: string[]) => {
  for (const value of cookies) response.headers.append('Set-Cookie', value)
  return response
}

/**
 * Signs the member in: a fresh access token for the body, a new refresh token (stored as a hash)
 * for the cookie. Used by the password login and by the social sign-in callback.
 */
export const startSession = async (
  req: PayloadRequest,
  userId: number,
  { autoLogin, access }: { autoLogin: boolean; access?: { accessToken: string; expiresAt: string; user: User } },
): Promise<{ data: SignInData; cookies: string[] }> => {
  // Payload's login already minted an access token; other sign-ins (social) need one made here.
  const { accessToken, expiresAt, user } = access ?? (await mintAccessToken(req, userId))
  const refreshToken = crypto.randomBytes(32).toString('base64url')
  const lifetime = autoLogin ? AUTO_LOGIN_SECONDS : BROWSER_SESSION_SECONDS
  await req.payload.create({
    collection: 'refresh-tokens',
    overrideAccess: true,
    req,
    data: {
      user: userId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + lifetime * 1000).toISOString(),
      autoLogin,
      userAgent: req.headers.get('user-agent')?.slice(0, 300) ?? '',
    },
  })
  // Payload's own login records itself (the users collection's afterLogin hook).
  if (!access) await recordLogin(req, userId)
  return { data: { accessToken, expiresAt, userInfo: toUserInfo(user) }, cookies: sessionCookies(refreshToken, autoLogin) }
}

export const readRefreshCookie = (req: PayloadRequest) => parseCookies(req.headers).get(REFRESH_COOKIE) ?? null

/** The live sign-in behind a refresh cookie, or null when it is unknown, revoked or expired. */
export const findLiveRefreshToken = async (req: PayloadRequest, refreshToken: string) => {
  const { docs } = await req.payload.find({
    collection: 'refresh-tokens',
    overrideAccess: true,
    req,
    limit: 1,
    depth: 0,
    where: {
      and: [
        { tokenHash: { equals: hashToken(refreshToken) } },
        { revokedAt: { exists: false } },
        { expiresAt: { greater_than: new Date().toISOString() } },
      ],
    },
  })
  return docs[0] ?? null
}

/** Revokes one sign-in (logout) or every sign-in of a member (password change, withdrawal). */
export const revokeRefreshTokens = async (req: PayloadRequest, where: { tokenHash: string } | { userId: number }) => {
  await req.payload.update({
    collection: 'refresh-tokens',
    overrideAccess: true,
    req,
    where: {
      and: [
        'tokenHash' in where ? { tokenHash: { equals: where.tokenHash } } : { user: { equals: where.userId } },
        { revokedAt: { exists: false } },
      ],
    },
    data: { revokedAt: new Date().toISOString() },
  })
}

/** Drops the Payload session behind an access token so the token stops working at once. */
export const endAccessSession = async (req: PayloadRequest) => {
  const user = req.user as (User & { _sid?: string }) | null
  const sid = user?._sid
  if (!user || !sid) return
  await endSession(req, user.id, sid)
}

/** Removes one Payload session from the member's row, so the tokens signed with it stop working. */
export const endSession = (req: PayloadRequest, userId: number, sid: string) =>
  withUserRowLock(async () => {
    const stored = (await req.payload.db.findOne({ collection: 'users', req, where: { id: { equals: userId } } })) as User | null
    if (!stored?.sessions?.length) return
    await req.payload.db.updateOne({
      collection: 'users',
      id: userId,
      data: { sessions: stored.sessions.filter((session) => session.id !== sid) },
      req,
      returning: false,
    })
  })

/** Every Payload session of the member ends (password change, withdrawal). */
export const endAllAccessSessions = async (req: PayloadRequest, userId: number) => {
  await withUserRowLock(() => req.payload.db.updateOne({ collection: 'users', id: userId, data: { sessions: [] }, req, returning: false }))
}
