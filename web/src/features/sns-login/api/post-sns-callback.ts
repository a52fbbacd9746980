import type { SnsCallbackData, SocialProvider } from '@cms/endpoints/v1/schemas/auth'
import { api } from '@/lib/api-client'

export type SnsCallbackParams = { code?: string; state?: string; error?: string }

export const postSnsCallback = (provider: SocialProvider, params: SnsCallbackParams) => api.post<SnsCallbackData>(`/auth/sns/${provider}/callback`, params)
