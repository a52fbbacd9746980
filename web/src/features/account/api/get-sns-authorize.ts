import type { SnsAuthorizeData, SocialProvider } from '@contract/auth'
import { api } from '@/lib/api-client'

/** The provider's authorize URL for a sign-in that returns to `redirect` afterwards. */
export const getSnsLoginUrl = (provider: SocialProvider, redirect: string) =>
  api.get<SnsAuthorizeData>(`/auth/sns/${provider}/authorize`, { mode: 'login', redirect })
