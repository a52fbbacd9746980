import type { MemberClassValue } from '@contract/companies'
import { api } from '@/lib/api-client'
import { profileTokenHeader } from '../lib/profile-gate'

/** PATCH /mypage/member-class: the server refuses, in Korean, a change its rules do not allow. */
export const changeMemberClass = (profileToken: string, memberClass: MemberClassValue) =>
  api.patch<unknown>('/mypage/member-class', { memberClass }, { headers: profileTokenHeader(profileToken) })
