import type { MyInfo } from '@contract/auth'
import { api } from '@/lib/api-client'
import { profileTokenHeader } from '../lib/profile-gate'

export type MyInfoUpdate = {
  name: string
  phoneCountry: string
  phone: string
  gender: string | null
  affiliationType: string | null
  affiliation: string
  department: string
  marketing: boolean
  email?: string
  emailCertToken?: string
}

export const updateMyInfo = (profileToken: string, body: MyInfoUpdate) =>
  api.patch<MyInfo>('/mypage/my-info/update', body, { headers: profileTokenHeader(profileToken) })
