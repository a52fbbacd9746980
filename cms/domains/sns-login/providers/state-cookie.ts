import type { PayloadRequest } from 'payload'
import { parseCookies } from 'payload/shared'
import type { SocialProvider } from '../../../../contract/auth'
import { clearCookie, setCookie } from '../../../platform/http/cookies'
import { readSignedValue, signValue } from '../../../platform/security/signed-value'

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
/** How long an authorize call may wait for its callback. */
export const OAUTH_STATE_TTL_SECONDS = 10 * 60

const stateCookie = { name: COOKIE, path: '/api/v1/auth/sns', httpOnly: true }

export const oauthStateCookie = (state: OAuthState) => setCookie(stateCookie, signValue(KIND, state, OAUTH_STATE_TTL_SECONDS), OAUTH_STATE_TTL_SECONDS)

export const clearedOAuthStateCookie = () => clearCookie(stateCookie)

export const readOAuthState = (req: PayloadRequest) => readSignedValue<OAuthState>(KIND, parseCookies(req.headers).get(COOKIE))
