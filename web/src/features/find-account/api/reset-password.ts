import type { ResetPasswordData } from '@contract/auth'
import { api } from '@/lib/api-client'

export type ResetPasswordRequest = { token: string; password: string; passwordConfirm: string }

export const resetPassword = (body: ResetPasswordRequest) => api.post<ResetPasswordData>('/auth/reset-password', body)
