import type { SnsAuthorizeData, SocialProvider } from '@cms/endpoints/v1/schemas/auth'
import { api } from '@/lib/api-client'

/** The provider's authorize URL for a sign-in that returns to `redirect` afterwards. */
export const getSnsLoginUrl = (provider: SocialProvider, redirect: string) =>
  api.get<SnsAuthorizeData>(`/auth/sns/${provider}/authorize`, { mode: 'login', redirect })
