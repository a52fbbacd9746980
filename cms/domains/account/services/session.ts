import crypto from 'node:crypto'
import { getFieldsToSign, jwtSign, type PayloadRequest, type Where } from 'payload'
import { addSessionToUser, parseCookies } from 'payload/shared'
import { clearCookie, setCookie } from '../../../platform/http/cookies'
import type { User } from '../../../payload-types'
import { AppError } from '../../../platform/http/errors'
import type { SignInData, UserInfo } from '../../../../contract/auth'
import { recordLogin } from './record-login'
import { sessionMessages } from '../../../platform/access/messages'
import { withUserRowLock } from '../user-row-lock'
import { systemAccess } from '../../../platform/access/system-access'
import { SESSION_HINT_COOKIE } from '../../../../contract/server-render'

/** HttpOnly: the refresh secret itself. Only the auth endpoints ever see it. */
export const REFRESH_COOKIE = 'portal_refresh'
const refreshCookie = { name: REFRESH_COOKIE, path: '/api/v1/auth', httpOnly: true }
/** Readable by the SPA and carries no secret: tells the client a refresh is worth trying (spec §4). */
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

type SessionUser = User & { collection?: string }

/** Signs an access token for a Payload session of the user, exactly as Payload's own login signs one. */
const signAccessToken = async (req: PayloadRequest, user: SessionUser, sid: string) => {
  const { config } = req.payload.collections.users
  const fieldsToSign = getFieldsToSign({ collectionConfig: config, email: user.email, sid, user: { ...user, collection: 'users' } as never })
  const { token, exp } = await jwtSign({ fieldsToSign, secret: req.payload.secret, tokenExpiration: config.auth.tokenExpiration })
  return { accessToken: token, expiresAt: new Date(exp * 1000).toISOString(), user: user as User, sid }
}

const findUserRow = async (req: PayloadRequest, userId: number) =>
  (await req.payload.db.findOne({ collection: 'users', req, where: { id: { equals: userId } } })) as SessionUser | null

/**
 * A Payload access token for the user, made exactly as Payload's own login makes one (a session
 * entry on the user plus a signed JWT), so /api and /api/v1 accept it as a bearer token.
 */
export const mintAccessToken = async (req: PayloadRequest, userId: number) => {
  const { user, sid } = await withUserRowLock(async () => {
    const found = await findUserRow(req, userId)
    if (!found) throw new AppError(401, sessionMessages.expired)
    const session = await addSessionToUser({ collectionConfig: req.payload.collections.users.config, payload: req.payload, req, user: found as never })
    return { user: found, sid: session.sid ?? '' }
  })
  return signAccessToken(req, user, sid)
}

/** One more token for a session that already exists (a second tab refreshing at the same moment). */
export const reissueAccessToken = async (req: PayloadRequest, userId: number, sid: string) => {
  const user = await findUserRow(req, userId)
  if (!user?.sessions?.some((session) => session.id === sid)) return null
  return signAccessToken(req, user, sid)
}

/** The Payload session id inside an access token this server has just signed. */
const sidOf = (accessToken: string): string => {
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid?: string }
  return claims.sid ?? ''
}

/** With "자동 로그인" the cookies live as long as the sign-in; otherwise they die with the browser. */
export const sessionCookies = (refreshToken: string, autoLogin: boolean, expiresAt: Date) => {
  const maxAge = autoLogin ? Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)) : undefined
  return [setCookie(refreshCookie, refreshToken, maxAge), setCookie(sessionHintCookie, '1', maxAge)]
}

export const clearedSessionCookies = () => [clearCookie(refreshCookie), clearCookie(sessionHintCookie)]

export const withCookies = (response: Response, cookies: string[]) => {
  for (const value of cookies) response.headers.append('Set-Cookie', value)
  return response
}

/**
 * Stores one refresh token of a sign-in (its hash only), with the Payload session of the access token
 * issued beside it, so that ending the sign-in can end every access token it ever issued.
 */
export const storeRefreshToken = async (
  req: PayloadRequest,
  row: { userId: number; family: string; sid: string; expiresAt: Date; autoLogin: boolean },
): Promise<string> => {
  const refreshToken = crypto.randomBytes(32).toString('base64url')
  await req.payload.create({
    collection: 'refresh-tokens',
    ...systemAccess('session tokens'),
    req,
    data: {
      user: row.userId,
      tokenHash: hashToken(refreshToken),
      family: row.family,
      sid: row.sid,
      expiresAt: row.expiresAt.toISOString(),
      autoLogin: row.autoLogin,
      userAgent: req.headers.get('user-agent')?.slice(0, 300) ?? '',
    },
  })
  return refreshToken
}

/**
 * Signs the member in: a fresh access token for the body, the first refresh token of a new sign-in
 * (a token family, docs/security.md) for the cookie. Used by the password login and the social sign-in.
 */
export const startSession = async (
  req: PayloadRequest,
  userId: number,
  { autoLogin, access }: { autoLogin: boolean; access?: { accessToken: string; expiresAt: string; user: User } },
): Promise<{ data: SignInData; cookies: string[] }> => {
  // Payload's login already minted an access token; other sign-ins (social) need one made here.
  const { accessToken, expiresAt, user } = access ?? (await mintAccessToken(req, userId))
  const lifetime = autoLogin ? AUTO_LOGIN_SECONDS : BROWSER_SESSION_SECONDS
  const signInExpiresAt = new Date(Date.now() + lifetime * 1000)
  const refreshToken = await storeRefreshToken(req, { userId, family: crypto.randomUUID(), sid: sidOf(accessToken), expiresAt: signInExpiresAt, autoLogin })
  // Payload's own login records itself (the users collection's afterLogin hook).
  if (!access) await recordLogin(req, userId)
  return { data: { accessToken, expiresAt, userInfo: toUserInfo(user) }, cookies: sessionCookies(refreshToken, autoLogin, signInExpiresAt) }
}

export const readRefreshCookie = (req: PayloadRequest) => parseCookies(req.headers).get(REFRESH_COOKIE) ?? null

/** The stored refresh token behind a cookie, in whatever state (live, rotated, revoked, expired). */
/** The one refresh-token row `where` picks (the newest first when several match), or null. */
export const findOneRefreshToken = async (req: PayloadRequest, where: Where) => {
  const { docs } = await req.payload.find({
    collection: 'refresh-tokens',
    ...systemAccess('session tokens'),
    req,
    limit: 1,
    depth: 0,
    sort: '-createdAt',
    where,
  })
  return docs[0] ?? null
}

export const findRefreshToken = (req: PayloadRequest, refreshToken: string) => findOneRefreshToken(req, { tokenHash: { equals: hashToken(refreshToken) } })

/** Revokes every sign-in of a member (password change, withdrawal, password reset). */
export const revokeRefreshTokens = async (req: PayloadRequest, where: { userId: number }) => {
  await req.payload.update({
    collection: 'refresh-tokens',
    ...systemAccess('session tokens'),
    req,
    where: { and: [{ user: { equals: where.userId } }, { revokedAt: { exists: false } }] },
    data: { revokedAt: new Date().toISOString() },
  })
}

/** The Payload session id of the access token the request came with, if any. */
export const requestSid = (req: PayloadRequest): string | null => (req.user as (User & { _sid?: string }) | null)?._sid ?? null

/** Removes Payload sessions from the member's row, so every token signed with them stops working. */
export const endSessions = (req: PayloadRequest, userId: number, sids: string[]) =>
  withUserRowLock(async () => {
    const stored = (await req.payload.db.findOne({ collection: 'users', req, where: { id: { equals: userId } } })) as User | null
    if (!stored?.sessions?.length) return
    const ended = new Set(sids)
    const kept = stored.sessions.filter((session) => !ended.has(session.id))
    if (kept.length === stored.sessions.length) return
    await req.payload.db.updateOne({ collection: 'users', id: userId, data: { sessions: kept }, req, returning: false })
  })

/** Removes one Payload session (the my-page password check's short-lived one). */
export const endSession = (req: PayloadRequest, userId: number, sid: string) => endSessions(req, userId, [sid])

/** Every Payload session of the member ends (password change, withdrawal). */
export const endAllAccessSessions = async (req: PayloadRequest, userId: number) => {
  await withUserRowLock(() => req.payload.db.updateOne({ collection: 'users', id: userId, data: { sessions: [] }, req, returning: false }))
}
