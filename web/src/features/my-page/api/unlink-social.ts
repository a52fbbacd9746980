import type { LinkedSocialAccount, SocialProvider } from '@contract/auth'
import { api } from '@/lib/api-client'
import { profileTokenHeader } from '../lib/profile-gate'

export const unlinkSocial = (profileToken: string, provider: SocialProvider) =>
  api.delete<{ list: LinkedSocialAccount[] }>(`/mypage/social/${provider}`, undefined, { headers: profileTokenHeader(profileToken) })
