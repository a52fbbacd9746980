import type { SnsAuthorizeData, SocialProvider } from '@contract/auth'
import { api } from '@/lib/api-client'

export const snsLinkUrl = (provider: SocialProvider, redirect: string) =>
  api.get<SnsAuthorizeData>(`/auth/sns/${provider}/authorize`, { mode: 'link', redirect })
