import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic'
import type { ProviderConfig } from './providers'

/**
 * The provider's consent page address with a fresh `state` (and PKCE S256 where the provider takes
 * it). The state and verifier go back to the caller to be kept in the signed state cookie.
 */
export const createAuthorizationUrl = (config: ProviderConfig, redirectUri: string) => {
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri)
  const state = generateState()
  if (!config.pkce) {
    return { url: client.createAuthorizationURL(config.authorizeUrl, state, config.scopes).toString(), state, codeVerifier: null }
  }
  const codeVerifier = generateCodeVerifier()
  const url = client.createAuthorizationURLWithPKCE(config.authorizeUrl, state, CodeChallengeMethod.S256, codeVerifier, config.scopes)
  return { url: url.toString(), state, codeVerifier }
}
