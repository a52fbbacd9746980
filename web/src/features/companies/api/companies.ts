import type {
  CompanyInput,
  CompanyInviteView,
  CompanyLookup,
  MyCompanyData,
  CompanyRole,
  FamilyApplicationDetail,
  FamilyApplicationInput,
  FamilyMembershipView,
} from '@contract/companies'
import type { ApplicationCreated } from '@contract/applications'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

/** The company's /api/v1 calls (docs/api.md "기업·가족회사"); every answer is the envelope's data. */
export const companyApi = {
  register: (input: CompanyInput) => api.post<MyCompanyData>('/companies', input),
  update: (input: Partial<CompanyInput>) => api.patch<MyCompanyData>('/companies/mine', input),
  uploadLogo: (file: File) => {
    const form = new FormData()
    form.append('file', file)
    return api.post<{ logoUrl: string }>('/companies/mine/logo', form, { timeoutMs: 30_000 })
  },
  lookup: (businessNumber: string) => api.get<CompanyLookup>('/companies/lookup', { businessNumber }),
  requestJoin: (businessNumber: string) => api.post<unknown>('/companies/join-requests', { businessNumber }),
  cancelJoin: (id: number) => api.delete<unknown>(`/companies/join-requests/${id}`),
  decideJoin: (id: number, approve: boolean) => api.post<unknown>(`/companies/join-requests/${id}/decision`, { approve }),
  invite: (email: string) => api.post<unknown>('/companies/invites', { email }),
  cancelInvite: (id: number) => api.delete<unknown>(`/companies/invites/${id}`),
  acceptInvite: (token: string) => api.post<unknown>(`/companies/invites/${encodeURIComponent(token)}/accept`),
  changeRole: (userId: number, role: CompanyRole) => api.patch<unknown>(`/companies/members/${userId}`, { role }),
  removeMember: (userId: number) => api.delete<unknown>(`/companies/members/${userId}`),
  leave: () => api.post<unknown>('/companies/leave'),
  applyFamily: (input: FamilyApplicationInput) => api.post<ApplicationCreated>('/applications/family', input),
}

/** What an invite link shows before it is accepted; guests may read it. */
export const inviteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.companies.invite(token),
    queryFn: ({ signal }) => api.get<CompanyInviteView>(`/companies/invites/${encodeURIComponent(token)}`, undefined, { signal }),
    retry: false,
  })

export const familyMembershipQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.family.membership(),
    queryFn: ({ signal }) => api.get<FamilyMembershipView>('/family/membership', undefined, { signal }),
  })

export const familyApplicationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.family.application(id),
    queryFn: ({ signal }) => api.get<FamilyApplicationDetail>(`/family/${id}`, undefined, { signal }),
  })
