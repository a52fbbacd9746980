import crypto from 'node:crypto'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express, { type Request, type Response } from 'express'
import { type StandinProvider, standinClients, standinProviders } from './oauth-standin-env'

/**
 * A loopback stand-in for Kakao, Naver and Google: the same authorize / token / profile endpoints,
 * parameters and response shapes as the real providers, so the portal's sign-in runs unchanged
 * with only its endpoint URLs swapped. The consent page lets a test choose who signs in.
 */
export type StandinIdentity = { sub: string; email: string; name: string; emailVerified: boolean }

type Grant = {
  provider: StandinProvider
  redirectUri: string
  state: string
  codeChallenge: string | null
  identity: StandinIdentity
  used: boolean
}

const pkceProviders: StandinProvider[] = ['kakao', 'google']

const randomToken = () => crypto.randomBytes(24).toString('base64url')

const s256 = (verifier: string) => crypto.createHash('sha256').update(verifier).digest('base64url')

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

const providerNames: Record<StandinProvider, string> = { kakao: '카카오', naver: '네이버', google: '구글' }

/** Kakao ids are numbers; the others are opaque strings. */
const defaultSubject = (provider: StandinProvider) =>
  provider === 'kakao' ? String(crypto.randomInt(1_000_000_000, 9_999_999_999)) : `${provider}-${randomToken().slice(0, 12)}`

const text = (value: unknown) => (typeof value === 'string' ? value : '')

const consentPage = (provider: StandinProvider, identity: StandinIdentity) => `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>${providerNames[provider]} 로그인 동의 (테스트용)</title></head>
<body>
<h1>${providerNames[provider]} 로그인 동의 (테스트용 대역)</h1>
<form method="post">
  <p><label for="sub">식별값</label> <input id="sub" name="sub" value="${escapeHtml(identity.sub)}"></p>
  <p><label for="email">이메일</label> <input id="email" name="email" value="${escapeHtml(identity.email)}"></p>
  <p><label for="name">이름</label> <input id="name" name="name" value="${escapeHtml(identity.name)}"></p>
  <p><input type="checkbox" id="email_verified" name="email_verified" value="true"${identity.emailVerified ? ' checked' : ''}>
     <label for="email_verified">이메일 인증 여부</label></p>
  <button type="submit" name="decision" value="approve">동의하고 계속하기</button>
  <button type="submit" name="decision" value="deny">취소</button>
</form>
</body></html>`

/** Where the provider sends the visitor back, with the code or the error and the original state. */
const backTo = (redirectUri: string, params: Record<string, string>) => {
  const url = new URL(redirectUri)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url.toString()
}

export const createOAuthStandin = () => {
  const grants = new Map<string, Grant>()
  const tokens = new Map<string, { provider: StandinProvider; identity: StandinIdentity }>()
  const app = express()
  app.use(express.urlencoded({ extended: false }))
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true })
  })

  for (const provider of standinProviders) {
    const client = standinClients[provider]

    /** Checks the authorization request as the provider would; answers the problem or null. */
    const authorizeProblem = (req: Request) => {
      const query = req.query
      if (query.response_type !== 'code') return 'response_type must be code'
      if (query.client_id !== client.clientId) return 'unknown client_id'
      if (!text(query.redirect_uri).startsWith('http')) return 'redirect_uri missing'
      if (!text(query.state)) return 'state missing'
      if (pkceProviders.includes(provider) && (query.code_challenge_method !== 'S256' || !text(query.code_challenge))) {
        return 'PKCE S256 code_challenge missing'
      }
      return null
    }

    app.get(`/${provider}/authorize`, (req, res) => {
      const problem = authorizeProblem(req)
      if (problem) return void res.status(400).type('text/plain').send(problem)
      const query = req.query
      res.type('html').send(
        consentPage(provider, {
          sub: text(query.standin_sub) || defaultSubject(provider),
          email: text(query.standin_email) || `${provider}.user@example.com`,
          name: text(query.standin_name) || '홍길동',
          emailVerified: query.standin_email_verified !== 'false',
        }),
      )
    })

    app.post(`/${provider}/authorize`, (req, res) => {
      const problem = authorizeProblem(req)
      if (problem) return void res.status(400).type('text/plain').send(problem)
      const redirectUri = text(req.query.redirect_uri)
      const state = text(req.query.state)
      if (req.body?.decision === 'deny') {
        return void res.redirect(302, backTo(redirectUri, { error: 'access_denied', error_description: 'User denied access', state }))
      }
      const code = randomToken()
      grants.set(code, {
        provider,
        redirectUri,
        state,
        codeChallenge: text(req.query.code_challenge) || null,
        identity: {
          sub: text(req.body?.sub) || defaultSubject(provider),
          email: text(req.body?.email),
          name: text(req.body?.name),
          emailVerified: req.body?.email_verified === 'true',
        },
        used: false,
      })
      res.redirect(302, backTo(redirectUri, { code, state }))
    })

    /** Naver answers token errors with HTTP 200; Kakao and Google with 400/401. */
    const tokenError = (res: Response, status: number, error: string, description: string) =>
      void res.status(provider === 'naver' ? 200 : status).json({ error, error_description: description })

    app.post(`/${provider}/token`, (req, res) => {
      const body = (req.body ?? {}) as Record<string, string | undefined>
      if (req.headers.authorization) return tokenError(res, 401, 'invalid_client', 'credentials belong in the form body')
      if (body.grant_type !== 'authorization_code') return tokenError(res, 400, 'unsupported_grant_type', 'grant_type')
      if (body.client_id !== client.clientId || body.client_secret !== client.clientSecret) {
        return tokenError(res, 401, 'invalid_client', 'bad client credentials')
      }
      const grant = grants.get(text(body.code))
      if (!grant || grant.provider !== provider || grant.used) return tokenError(res, 400, 'invalid_grant', 'unknown or used code')
      grant.used = true
      if (provider !== 'naver' && body.redirect_uri !== grant.redirectUri) return tokenError(res, 400, 'invalid_grant', 'redirect_uri mismatch')
      if (provider === 'naver' && body.state !== grant.state) return tokenError(res, 400, 'invalid_request', 'state mismatch')
      if (grant.codeChallenge && s256(text(body.code_verifier)) !== grant.codeChallenge) {
        return tokenError(res, 400, 'invalid_grant', 'code_verifier mismatch')
      }
      const accessToken = randomToken()
      tokens.set(accessToken, { provider, identity: grant.identity })
      const refreshToken = randomToken()
      if (provider === 'kakao') {
        return void res.json({
          token_type: 'bearer',
          access_token: accessToken,
          expires_in: 21599,
          refresh_token: refreshToken,
          refresh_token_expires_in: 5183999,
          scope: 'account_email profile_nickname',
        })
      }
      if (provider === 'naver') {
        return void res.json({ access_token: accessToken, refresh_token: refreshToken, token_type: 'bearer', expires_in: '3600' })
      }
      res.json({
        access_token: accessToken,
        expires_in: 3599,
        scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
        token_type: 'Bearer',
      })
    })

    app.get(`/${provider}/profile`, (req, res) => {
      const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? ''
      const known = tokens.get(token)
      if (!known || known.provider !== provider) {
        if (provider === 'naver') return void res.status(401).json({ resultcode: '024', message: 'Authentication failed' })
        if (provider === 'kakao') return void res.status(401).json({ msg: 'this access token does not exist', code: -401 })
        return void res.status(401).json({ error: 'invalid_request', error_description: 'Invalid Credentials' })
      }
      const { sub, email, name, emailVerified } = known.identity
      if (provider === 'kakao') {
        return void res.json({
          id: Number(sub),
          connected_at: new Date().toISOString(),
          kakao_account: {
            profile_nickname_needs_agreement: false,
            profile: { nickname: name, is_default_nickname: false },
            has_email: Boolean(email),
            email_needs_agreement: false,
            is_email_valid: true,
            is_email_verified: emailVerified,
            email,
          },
        })
      }
      if (provider === 'naver') return void res.json({ resultcode: '00', message: 'success', response: { id: sub, email, name } })
      res.json({ sub, name, email, email_verified: emailVerified })
    })
  }
  return app
}

export type RunningStandin = { url: string; stop: () => Promise<void> }

export const startOAuthStandin = (port = 0): Promise<RunningStandin> =>
  new Promise((resolve, reject) => {
    const server: Server = createOAuthStandin().listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo
      resolve({ url: `http://127.0.0.1:${actual}`, stop: () => new Promise((done) => server.close(() => done())) })
    })
    server.on('error', reject)
  })

/**
 * Plays the visitor on the consent page without a browser: approves (or denies) as `identity` and
 * returns what the provider put on the redirect back to the portal.
 */
export const consentAt = async (authorizeUrl: string, identity: Partial<StandinIdentity> & { deny?: boolean }) => {
  const form = new URLSearchParams({ decision: identity.deny ? 'deny' : 'approve' })
  if (identity.sub) form.set('sub', identity.sub)
  if (identity.email) form.set('email', identity.email)
  if (identity.name) form.set('name', identity.name)
  if (identity.emailVerified) form.set('email_verified', 'true')
  const response = await fetch(authorizeUrl, { method: 'POST', body: form, redirect: 'manual' })
  const location = response.headers.get('location')
  if (response.status !== 302 || !location) throw new Error(`stand-in authorize answered ${response.status}: ${await response.text()}`)
  return new URL(location)
}
