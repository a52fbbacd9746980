import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'
import { z } from 'zod'
import { requireMember } from '../../access/require-member'
import { socialProviders, optionValues } from '../../../contract/account-options'
import { isSameSitePath } from '../../../contract/account-rules'
import { snsMessages } from '../../accounts/messages'
import { readPendingSocialJoin } from '../../accounts/sns-pending'
import { createAuthorizationUrl } from '../../accounts/sns/authorization-url'
import { fetchProfile } from '../../accounts/sns/profile'
import { ProviderError } from '../../accounts/sns/provider-error'
import { configuredProviders, providerConfig, redirectUri } from '../../accounts/sns/providers'
import { clearedOAuthStateCookie, oauthStateCookie, readOAuthState } from '../../accounts/sns/state-cookie'
import { completeSocialSignIn } from '../../accounts/sns/social-sign-in'
import { exchangeCode } from '../../accounts/sns/token-exchange'
import { consumeOAuthState } from '../../accounts/sns/consume-state'
import { withCookies } from '../../accounts/session'
import { ok, withEnvelope } from '../../lib/envelope'
import { AppError } from '../../lib/errors'
import type { SnsAuthorizeData, SnsCallbackData, SnsPendingJoin, SnsProvidersData } from '../../../contract/auth'
import { parseBody, parseQuery, routeParam } from './request'

const providerParam = z.enum(optionValues(socialProviders), snsMessages.unknownProvider)

/** Only a path on this site may follow a sign-in, so the flow cannot bounce visitors elsewhere. */
const sameSitePath = z.string(snsMessages.badRedirect).max(500, snsMessages.badRedirect).refine(isSameSitePath, snsMessages.badRedirect)

const authorizeQuery = z.object({
  mode: z.enum(['login', 'link'], snsMessages.badMode).default('login'),
  redirect: sameSitePath.default('/'),
})

const callbackBody = z.object({
  code: z.string(snsMessages.codeRequired).max(2000, snsMessages.codeRequired).optional(),
  state: z.string(snsMessages.stateMismatch).max(500, snsMessages.stateMismatch).optional(),
  error: z.string().max(200).optional(),
})

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

export const snsEndpoints: Endpoint[] = [
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
      const config = configured(req)
      const { mode, redirect } = parseQuery(authorizeQuery, req)
      const userId = mode === 'link' ? requireMember(req).id : undefined
      const { url, state, codeVerifier } = createAuthorizationUrl(config, redirectUri(req, config))
      const cookie = oauthStateCookie({ provider: config.provider, state, codeVerifier, mode, userId, redirect })
      return withCookies(ok<SnsAuthorizeData>({ url }), [cookie])
    }),
  },
  {
    path: '/v1/auth/sns/:provider/callback',
    method: 'post',
    handler: clearingState(
      withEnvelope(async (req) => {
        const config = configured(req)
        const body = await parseBody(callbackBody, req)
        const saved = readOAuthState(req)
        if (body.error) throw new AppError(400, snsMessages.denied)
        if (!saved || saved.provider !== config.provider || !body.state || saved.state !== body.state) {
          throw new AppError(400, snsMessages.stateMismatch)
        }
        if (!body.code) throw new AppError(400, snsMessages.codeRequired)
        await consumeOAuthState(req, saved.state)
        const callbackUri = redirectUri(req, config)
        let profile
        try {
          const accessToken = await exchangeCode(config, { code: body.code, redirectUri: callbackUri, codeVerifier: saved.codeVerifier, state: saved.state })
          profile = await fetchProfile(config, accessToken)
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error
          req.payload.logger.warn({ msg: `${config.provider} sign-in failed: ${error.detail}` })
          throw new AppError(502, snsMessages.providerFailed(config.label))
        }
        const outcome = await completeSocialSignIn(req, config, saved, profile)
        return withCookies(ok<SnsCallbackData>(outcome.data), outcome.cookies)
      }),
    ),
  },
]
