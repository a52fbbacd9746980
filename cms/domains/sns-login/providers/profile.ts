import type { SocialProvider } from '../../../../contract/auth'
import { ProviderError } from './provider-error'
import type { ProviderConfig } from './providers'

/** Who the provider says the visitor is, in one shape for all three providers. */
export type SocialProfile = { subject: string; email: string | null; name: string | null; emailVerified: boolean }

const TIMEOUT_MS = 10_000

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

type KakaoProfile = {
  id?: number | string
  kakao_account?: { email?: string; is_email_verified?: boolean; is_email_valid?: boolean; profile?: { nickname?: string } }
}
type NaverProfile = { resultcode?: string; response?: { id?: string; email?: string; name?: string } }
type GoogleProfile = { sub?: string; email?: string; email_verified?: boolean | string; name?: string }

const mappers: Record<SocialProvider, (body: unknown) => SocialProfile | null> = {
  kakao: (body) => {
    const { id, kakao_account: account } = body as KakaoProfile
    if (id === undefined || id === null) return null
    return {
      subject: String(id),
      email: text(account?.email),
      name: text(account?.profile?.nickname),
      // An address Kakao marks invalid is no proof of ownership even when once verified.
      emailVerified: account?.is_email_verified === true && account?.is_email_valid !== false,
    }
  },
  naver: (body) => {
    const { resultcode, response } = body as NaverProfile
    if (resultcode !== '00' || !text(response?.id)) return null
    // Naver does not say whether the address was verified (and it may be any address the user typed).
    return { subject: String(response?.id), email: text(response?.email), name: text(response?.name), emailVerified: false }
  },
  google: (body) => {
    const { sub, email, email_verified: verified, name } = body as GoogleProfile
    if (!text(sub)) return null
    return { subject: String(sub), email: text(email), name: text(name), emailVerified: verified === true || verified === 'true' }
  },
}

export const fetchProfile = async (config: ProviderConfig, accessToken: string): Promise<SocialProfile> => {
  let response: Response
  try {
    response = await fetch(config.profileUrl, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    throw new ProviderError(`profile request failed: ${(error as Error).message}`)
  }
  const body = response.ok ? await response.json().catch(() => null) : null
  const profile = body ? mappers[config.provider](body) : null
  if (!profile) throw new ProviderError(`profile endpoint answered ${response.status} without an identity`)
  return { ...profile, email: profile.email?.toLowerCase() ?? null }
}
