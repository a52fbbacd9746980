import type { PayloadRequest } from 'payload'
import type { SocialProvider } from '../../../../contract/auth'
import { socialProviders } from '../../../../contract/account-options'

/**
 * The three sign-in providers. Endpoints default to the real ones; the `*_URL` variables exist so
 * tests (and a staging proxy) can point a provider elsewhere without touching code.
 */
export type ProviderConfig = {
  provider: SocialProvider
  label: string
  clientId: string
  clientSecret: string | null
  authorizeUrl: string
  tokenUrl: string
  profileUrl: string
  scopes: string[]
  /** Kakao and Google take PKCE S256; Naver only knows `state`. */
  pkce: boolean
  /** Where the provider sends the visitor back: an SPA page that posts the code to the callback. */
  callbackPath: string
}

type ProviderDefaults = Omit<ProviderConfig, 'provider' | 'label' | 'clientId' | 'clientSecret'> & { secretRequired: boolean }

const defaults: Record<SocialProvider, ProviderDefaults> = {
  kakao: {
    authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
    tokenUrl: 'https://kauth.kakao.com/oauth/token',
    profileUrl: 'https://kapi.kakao.com/v2/user/me',
    scopes: ['account_email', 'profile_nickname'],
    pkce: true,
    callbackPath: '/login/snsKakao',
    // Kakao's client secret is an opt-in setting of the app.
    secretRequired: false,
  },
  naver: {
    authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize',
    tokenUrl: 'https://nid.naver.com/oauth2.0/token',
    profileUrl: 'https://openapi.naver.com/v1/nid/me',
    scopes: [],
    pkce: false,
    callbackPath: '/login/snsNaver',
    secretRequired: true,
  },
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    profileUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    callbackPath: '/login/snsGoogle',
    secretRequired: true,
  },
}

const env = (name: string) => process.env[name]?.trim() || null

/** The provider's settings, or null when it is not configured (its button is then hidden). */
export const providerConfig = (provider: SocialProvider): ProviderConfig | null => {
  const prefix = provider.toUpperCase()
  const clientId = env(`${prefix}_CLIENT_ID`)
  const clientSecret = env(`${prefix}_CLIENT_SECRET`)
  const { secretRequired, ...base } = defaults[provider]
  if (!clientId || (secretRequired && !clientSecret)) return null
  return {
    ...base,
    provider,
    label: socialProviders.find((option) => option.value === provider)?.label ?? provider,
    clientId,
    clientSecret,
    authorizeUrl: env(`${prefix}_AUTHORIZE_URL`) ?? base.authorizeUrl,
    tokenUrl: env(`${prefix}_TOKEN_URL`) ?? base.tokenUrl,
    profileUrl: env(`${prefix}_PROFILE_URL`) ?? base.profileUrl,
  }
}

export const configuredProviders = () =>
  socialProviders.map((option) => providerConfig(option.value)).filter((config): config is ProviderConfig => config !== null)

/**
 * PUBLIC_URL when set, else the origin the browser used (req.url inside Next is its own internal
 * address). A forged Host gains nothing: providers only send codes to registered redirect URIs.
 */
const requestOrigin = (req: PayloadRequest) => {
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host')
  if (!host) return new URL(req.url ?? '', 'http://localhost').origin
  const proto = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'http'
  return `${proto}://${host}`
}

export const redirectUri = (req: PayloadRequest, config: ProviderConfig) =>
  `${env('PUBLIC_URL')?.replace(/\/+$/, '') ?? requestOrigin(req)}${config.callbackPath}`
