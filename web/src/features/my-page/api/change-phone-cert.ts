import type { PhoneCodeSentData, PhoneVerifiedData } from '@contract/auth'
import { api } from '@/lib/api-client'
import { profileTokenHeader } from '../lib/profile-gate'

/** The 문자 code of a profile phone change; a confirmed code makes the number the verified profile phone. */
export const sendPhoneCode = (profileToken: string, phone: string) =>
  api.post<PhoneCodeSentData>('/mypage/phone/send-code', { phone }, { headers: profileTokenHeader(profileToken) })

export const confirmPhoneCode = (profileToken: string, code: string) =>
  api.post<PhoneVerifiedData>('/mypage/phone/confirm', { code }, { headers: profileTokenHeader(profileToken) })
