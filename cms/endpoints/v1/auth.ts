import type { Endpoint } from 'payload'
import { sessionMessages } from '../../accounts/messages'
import { clearedSessionCookies, readRefreshCookie, withCookies } from '../../services/auth/session'
import { fail, ok, withEnvelope } from '../../lib/envelope'
import { refreshSignIn } from '../../services/auth/refresh-sign-in'
import { signIn } from '../../services/auth/sign-in'
import { signOut } from '../../services/auth/sign-out'
import { parseBody } from './request'
import { loginBody } from './schemas/login'

export const authEndpoints: Endpoint[] = [
  {
    path: '/v1/auth/login',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const session = await signIn(req, await parseBody(loginBody, req))
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
