import { api } from '@/lib/api-client'

export const withdraw = (body: { password: string; reasonType: string; reason: string }) => api.patch<{ withdrawn: true }>('/mypage/sign-out', body)
