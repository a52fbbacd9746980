import { OAuth2Tokens } from 'arctic'
import { ProviderError } from './provider-error'
import type { ProviderConfig } from './providers'

const TIMEOUT_MS = 10_000

/**
 * Authorization code → access token. The credentials travel in the form body: Kakao and Naver do
 * not take HTTP Basic (arctic's generic client sends Basic), and Google accepts both.
 */
export const exchangeCode = async (
  config: ProviderConfig,
  { code, redirectUri, codeVerifier, state }: { code: string; redirectUri: string; codeVerifier: string | null; state: string },
): Promise<string> => {
  const body = new URLSearchParams({ grant_type: 'authorization_code', client_id: config.clientId, redirect_uri: redirectUri, code })
  if (config.clientSecret) body.set('client_secret', config.clientSecret)
  if (codeVerifier) body.set('code_verifier', codeVerifier)
  // Naver checks the state again at the token endpoint.
  if (config.provider === 'naver') body.set('state', state)

  let response: Response
  try {
    response = await fetch(config.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8', Accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    throw new ProviderError(`token request failed: ${(error as Error).message}`)
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null
  // Naver reports errors with HTTP 200 and an `error` field, so the body decides, not the status.
  if (!response.ok || !data || 'error' in data) {
    throw new ProviderError(`token endpoint answered ${response.status}: ${JSON.stringify(data)?.slice(0, 300)}`)
  }
  try {
    return new OAuth2Tokens(data).accessToken()
  } catch {
    throw new ProviderError('token response without access_token')
  }
}
