import type { SnsAuthorizeData, SnsCallbackData } from '../../contract/auth'
import { v1 } from './api'
import { consentAt, type StandinIdentity } from './oauth-standin'
import type { StandinProvider } from './oauth-standin-env'

/** `name=value` of each cookie the response set, ready for a Cookie header. */
export const cookiesFrom = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')

export const authorize = async (provider: StandinProvider, query = '', headers: Record<string, string> = {}) => {
  const response = await v1<SnsAuthorizeData>(`/auth/sns/${provider}/authorize${query}`, { headers })
  return { ...response, url: response.body.data?.url ?? '', cookie: cookiesFrom(response.headers) }
}

export const callback = (provider: StandinProvider, body: object, cookie: string) =>
  v1<SnsCallbackData>(`/auth/sns/${provider}/callback`, { method: 'POST', body: JSON.stringify(body), headers: { Cookie: cookie } })

/** The whole round trip: authorize, consent at the stand-in as `identity`, post the code back. */
export const signInVia = async (
  provider: StandinProvider,
  identity: Partial<StandinIdentity>,
  { query = '', headers = {} }: { query?: string; headers?: Record<string, string> } = {},
) => {
  const start = await authorize(provider, query, headers)
  const back = await consentAt(start.url, identity)
  return callback(provider, { code: back.searchParams.get('code'), state: back.searchParams.get('state') }, start.cookie)
}
