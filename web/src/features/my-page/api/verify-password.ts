import type { ProfileGateData } from '@contract/auth'
import { api } from '@/lib/api-client'

export const verifyPassword = (password: string) => api.post<ProfileGateData>('/mypage/verify-password', { password })
