import { api } from '@/lib/api-client'
import { profileTokenHeader } from '../lib/profile-gate'

export const deleteAvatar = (profileToken: string) =>
  api.delete<{ avatarUrl: null }>('/mypage/avatar', undefined, { headers: profileTokenHeader(profileToken) })
