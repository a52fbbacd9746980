import type { SignInData } from '@contract/auth'
import { api } from '@/lib/api-client'

export const changePassword = (body: { currentPassword: string; newPassword: string; newPasswordConfirm: string }) =>
  api.post<SignInData>('/mypage/change-password', body)
