import type { SignInData } from '@cms/endpoints/v1/schemas/auth'
import { api } from '@/lib/api-client'

export const changePassword = (body: { currentPassword: string; newPassword: string; newPasswordConfirm: string }) =>
  api.post<SignInData>('/mypage/change-password', body)
