import { api } from '@/lib/api-client'
import { profileTokenHeader } from '../lib/profile-gate'

export const uploadAvatar = (profileToken: string, file: File) => {
  const form = new FormData()
  form.append('file', file)
  return api.post<{ avatarUrl: string | null }>('/mypage/avatar', form, { headers: profileTokenHeader(profileToken), timeoutMs: 30_000 })
}
