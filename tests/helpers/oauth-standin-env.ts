/**
 * The client credentials the stand-in provider knows, and the environment that points the portal's
 * Kakao, Naver and Google sign-in at it. Kept apart from the stand-in itself so playwright.config.ts
 * can read it without loading express.
 */
export const standinProviders = ['kakao', 'naver', 'google'] as const
export type StandinProvider = (typeof standinProviders)[number]

export const standinClients: Record<StandinProvider, { clientId: string; clientSecret: string }> = {
  kakao: { clientId: 'kakao-rest-api-key', clientSecret: 'kakao-client-secret' },
  naver: { clientId: 'naver-client-id', clientSecret: 'naver-client-secret' },
  google: { clientId: 'google-client-id.apps.googleusercontent.com', clientSecret: 'google-client-secret' },
}

export const standinEnv = (standinUrl: string): Record<string, string> =>
  Object.fromEntries(
    standinProviders.flatMap((provider) => {
      const prefix = provider.toUpperCase()
      return [
        [`${prefix}_CLIENT_ID`, standinClients[provider].clientId],
        [`${prefix}_CLIENT_SECRET`, standinClients[provider].clientSecret],
        [`${prefix}_AUTHORIZE_URL`, `${standinUrl}/${provider}/authorize`],
        [`${prefix}_TOKEN_URL`, `${standinUrl}/${provider}/token`],
        [`${prefix}_PROFILE_URL`, `${standinUrl}/${provider}/profile`],
      ]
    }),
  )
