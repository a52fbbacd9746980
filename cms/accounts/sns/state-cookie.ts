import type { PayloadRequest } from 'payload'
import { generateCookie, parseCookies } from 'payload/shared'
import type { SocialProvider } from '../../endpoints/v1/schemas/auth'
import { readSignedValue, signValue } from '../../lib/signed-value'

/**
 * What the authorize call promised and the callback must find again: the `state` sent to the
 * provider, the PKCE verifier, and whether a visitor signs in or a member links an account. Kept
 * signed in an HttpOnly cookie so nothing has to be stored on the server for an abandoned attempt.
 */
export type OAuthState = {
  provider: SocialProvider
  state: string
  codeVerifier: string | null
  mode: 'login' | 'link'
  userId?: number
  redirect: string
}

const COOKIE = 'portal_oauth_state'
const KIND = 'oauth-state'
const TTL_SECONDS = 10 * 60

const cookie = (value: string, maxAge: number | null) =>
  generateCookie<false>({
    name: COOKIE,
    value,
    path: '/api/v1/auth/sns',
    httpOnly: true,
    // Lax, not Strict: the visitor comes back from the provider's site.
    sameSite: 'Lax',
    secure: (process.env.PUBLIC_URL ?? '').startsWith('https://'),
    // Payload's generateCookie drops Max-Age=0, so an expiry in the past clears the cookie.
    ...(maxAge === null ? { expires: new Date(0) } : { maxAge }),
    returnCookieAsObject: false,
  })

export const oauthStateCookie = (state: OAuthState) => cookie(signValue(KIND, state, TTL_SECONDS), TTL_SECONDS)

export const clearedOAuthStateCookie = () => cookie('', null)

export const readOAuthState = (req: PayloadRequest) => readSignedValue<OAuthState>(KIND, parseCookies(req.headers).get(COOKIE))
