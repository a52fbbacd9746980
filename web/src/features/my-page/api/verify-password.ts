import type { ProfileGateData } from '@cms/endpoints/v1/schemas/auth'
import { api } from '@/lib/api-client'

export const verifyPassword = (password: string) => api.post<ProfileGateData>('/mypage/verify-password', { password })
