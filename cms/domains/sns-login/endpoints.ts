import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'
import type { SnsCallbackData, SnsPendingJoin, SnsProvidersData } from '../../../contract/auth'
import { snsMessages } from './messages'
import { withCookies } from '../account'
import { readPendingSocialJoin } from './sns-pending'
import { configuredProviders, providerConfig } from './providers/providers'
import { clearedOAuthStateCookie } from './providers/state-cookie'
import { ok, withEnvelope } from '../../platform/http/envelope'
import { AppError } from '../../platform/http/errors'
import { finishSocialSignIn } from './services/finish-social-sign-in'
import { startSocialSignIn } from './services/start-social-sign-in'
import { parseBody, parseQuery, routeParam } from '../../platform/http/request'
import { authorizeQuery, callbackBody, providerParam } from './schemas'

const configured = (req: PayloadRequest) => {
  const config = providerConfig(providerParam.parse(routeParam(req, 'provider')))
  if (!config) throw new AppError(404, snsMessages.notConfigured)
  return config
}

/** The state cookie is single-use: every answer of the callback, good or bad, clears it. */
const clearingState =
  (handler: PayloadHandler): PayloadHandler =>
  async (req) =>
    withCookies(await handler(req), [clearedOAuthStateCookie()])

export const snsLoginEndpoints: Endpoint[] = [
  {
    path: '/v1/auth/sns/providers',
    method: 'get',
    handler: withEnvelope(async () => ok<SnsProvidersData>({ list: configuredProviders().map(({ provider, label }) => ({ provider, label })) })),
  },
  {
    path: '/v1/auth/sns/pending',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const pending = readPendingSocialJoin(req)
      return ok<SnsPendingJoin | null>(
        pending ? { provider: pending.provider, email: pending.email, name: pending.name, emailVerified: pending.emailVerified } : null,
      )
    }),
  },
  {
    path: '/v1/auth/sns/:provider/authorize',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const started = startSocialSignIn(req, configured(req), parseQuery(authorizeQuery, req))
      return withCookies(ok(started.data), started.cookies)
    }),
  },
  {
    path: '/v1/auth/sns/:provider/callback',
    method: 'post',
    handler: clearingState(
      withEnvelope(async (req) => {
        const outcome = await finishSocialSignIn(req, configured(req), await parseBody(callbackBody, req))
        return withCookies(ok<SnsCallbackData>(outcome.data), outcome.cookies)
      }),
    ),
  },
]
