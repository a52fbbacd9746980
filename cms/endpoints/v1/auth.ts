import { APIError, AuthenticationError, type Endpoint, LockedAuth, type PayloadRequest } from 'payload'
import { z } from 'zod'
import { memberFromFindIdRef } from '../../accounts/find-id-ref'
import { findMessages, loginMessages, sessionMessages } from '../../accounts/messages'
import { clearedSessionCookies, readRefreshCookie, startSession, withCookies } from '../../accounts/session'
import { withUserRowLock } from '../../accounts/user-row-lock'
import { Users } from '../../collections/Users'
import { fail, ok, withEnvelope } from '../../lib/envelope'
import { AppError } from '../../lib/errors'
import type { User } from '../../payload-types'
import { parseBody } from './request'
import { refreshSignIn } from '../../services/auth/refresh-sign-in'
import { signOut } from '../../services/auth/sign-out'

const loginBody = z
  .object({
    login_id: z.string(loginMessages.idRequired).trim().max(50, loginMessages.badCredentials).optional(),
    // A find-ID result stands in for the id it hides, so the full id never reaches the browser.
    login_ref: z.string(findMessages.refExpired).max(1000, findMessages.refExpired).optional(),
    password: z.string(loginMessages.passwordRequired).min(1, loginMessages.passwordRequired).max(100, loginMessages.badCredentials),
    autoLogin: z.boolean().optional().default(false),
  })
  .refine((body) => body.login_id || body.login_ref, { message: loginMessages.idRequired })

const maxAttempts = Users.auth && typeof Users.auth === 'object' ? (Users.auth.maxLoginAttempts ?? 5) : 5

const findByLoginId = async (req: PayloadRequest, loginId: string) =>
  (await req.payload.db.findOne({ collection: 'users', req, where: { username: { equals: loginId.toLowerCase() } } })) as
    (User & { loginAttempts?: number; lockUntil?: string | null }) | null

const minutesLeft = (lockUntil: string | null | undefined) => Math.max(1, Math.ceil((new Date(lockUntil ?? Date.now()).getTime() - Date.now()) / 60_000))

/** Turns Payload's login errors into the portal's Korean answers, counting the attempts left. */
const loginFailure = async (req: PayloadRequest, loginId: string, error: unknown): Promise<AppError> => {
  if (error instanceof LockedAuth) {
    const user = await findByLoginId(req, loginId)
    return new AppError(423, loginMessages.locked(minutesLeft(user?.lockUntil)))
  }
  if (error instanceof AuthenticationError) {
    const user = await findByLoginId(req, loginId)
    if (!user) return new AppError(401, loginMessages.badCredentials)
    if (user.lockUntil && new Date(user.lockUntil).getTime() > Date.now()) {
      return new AppError(423, loginMessages.locked(minutesLeft(user.lockUntil)))
    }
    return new AppError(401, loginMessages.wrongPassword(user.loginAttempts ?? 0, maxAttempts))
  }
  // A spent rate limit stays a 429; the other public refusals (a withdrawn account) are a failed login.
  if (error instanceof APIError && error.isPublic) return new AppError(error.status === 429 ? 429 : 401, error.message)
  throw error
}

export const authEndpoints: Endpoint[] = [
  {
    path: '/v1/auth/login',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const body = await parseBody(loginBody, req)
      const loginId = body.login_ref ? (await memberFromFindIdRef(req, body.login_ref)).username : (body.login_id ?? '').toLowerCase()
      let result: Awaited<ReturnType<typeof req.payload.login<'users'>>>
      try {
        result = await withUserRowLock(() => req.payload.login({ collection: 'users', data: { username: loginId, password: body.password }, req, depth: 0 }))
      } catch (error) {
        throw await loginFailure(req, loginId, error)
      }
      const { user, token, exp } = result
      if (!user || !token || !exp) throw new AppError(401, loginMessages.badCredentials)
      const session = await startSession(req, user.id, {
        autoLogin: body.autoLogin,
        access: { accessToken: token, expiresAt: new Date(exp * 1000).toISOString(), user },
      })
      return withCookies(ok(session.data), session.cookies)
    }),
  },
  {
    path: '/v1/auth/refresh',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const refreshToken = readRefreshCookie(req)
      const renewed = refreshToken ? await refreshSignIn(req, refreshToken) : null
      if (!renewed) return withCookies(fail(401, sessionMessages.expired), clearedSessionCookies())
      return withCookies(ok(renewed.data), renewed.cookies)
    }),
  },
  {
    path: '/v1/auth/logout',
    method: 'post',
    handler: withEnvelope(async (req) => {
      await signOut(req)
      return withCookies(ok({ loggedOut: true }), clearedSessionCookies())
    }),
  },
]
