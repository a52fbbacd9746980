/** The provider implementations there are; `PHONE_PROVIDER` picks one (providers.ts). */
export const phoneProviderNames = ['solapi'] as const
export type PhoneProviderName = (typeof phoneProviderNames)[number]

export type PhoneSettings = {
  provider: PhoneProviderName
  apiKey: string
  apiSecret: string
  /** 발신 프로필 (the Kakao channel's pfId): without it no 알림톡 goes out. */
  pfId: string
  /** 발신번호 registered with the provider: without it no 문자 goes out. */
  sender: string
  /** Where the provider's API answers instead of its real address: the development stand-in. */
  apiUrl: string
}

const env = (name: string) => (process.env[name] ?? '').trim()

/**
 * The provider settings, from the environment only: the key and secret never go into the database or
 * the admin. Read on every call, so the stand-in's values (set at start in development) are seen.
 */
export const phoneSettings = (): PhoneSettings => {
  const provider = env('PHONE_PROVIDER') || 'solapi'
  if (!(phoneProviderNames as readonly string[]).includes(provider)) {
    throw new Error(`PHONE_PROVIDER must be one of ${phoneProviderNames.join(', ')} (지원하지 않는 문자 발송 제공자입니다: ${provider})`)
  }
  return {
    provider: provider as PhoneProviderName,
    apiKey: env('SOLAPI_API_KEY'),
    apiSecret: env('SOLAPI_API_SECRET'),
    pfId: env('SOLAPI_PF_ID'),
    sender: env('SOLAPI_SENDER').replace(/\D/g, ''),
    apiUrl: env('SOLAPI_API_URL'),
  }
}

/** Whether a key and secret are set: without them nothing can reach a phone. */
export const phoneConfigured = (settings = phoneSettings()) => Boolean(settings.apiKey && settings.apiSecret)
