import type { SnsCallbackData, SocialProvider } from '@contract/auth'
import { api } from '@/lib/api-client'

export type SnsCallbackParams = { code?: string; state?: string; error?: string }

export const postSnsCallback = (provider: SocialProvider, params: SnsCallbackParams) => api.post<SnsCallbackData>(`/auth/sns/${provider}/callback`, params)
