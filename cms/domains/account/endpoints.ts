import type { Endpoint } from 'payload'
import { sessionMessages } from '../../platform/access/messages'
import { clearedSessionCookies, readRefreshCookie, withCookies } from './services/session'
import { fail, ok, withEnvelope } from '../../platform/http/envelope'
import { refreshSignIn } from './services/refresh-sign-in'
import { signIn } from './services/sign-in'
import { signOut } from './services/sign-out'
import { parseBody } from '../../platform/http/request'
import { loginBody } from './schemas'

export const accountEndpoints: Endpoint[] = [
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
