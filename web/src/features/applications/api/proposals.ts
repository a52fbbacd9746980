import type { ApplicationCreated, ProposalDetail, ProposalInput } from '@contract/applications'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

export const proposalQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.applications.detail('assn', id),
    queryFn: ({ signal }) => api.get<ProposalDetail>(`/applications/assn/${id}`, undefined, { signal }),
  })

/** Files a new proposal, or with `id` resubmits one staff sent back for revision. */
export const useSaveProposal = (id?: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ProposalInput) =>
      id ? api.patch<ApplicationCreated>(`/applications/assn/${id}`, input) : api.post<ApplicationCreated>('/applications/assn', input),
    // Not awaited: the form leaves at once; the lists refetch when they are next shown.
    onSuccess: () => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.all('assn') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.projects.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.mypage.counts() }),
      ])
    },
  })
}
