import type { ApplicationCreated } from '@contract/applications'
import type { TransferRequestDetail, TransferRequestEdit, TransferRequestInput } from '@contract/tech-transfer'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

export const transferRequestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.applications.detail('transfer', id),
    queryFn: ({ signal }) => api.get<TransferRequestDetail>(`/applications/transfer/${id}`, undefined, { signal }),
  })

/** Files a new 기술상담 신청, or with `id` resubmits one staff sent back for revision. */
export const useSaveTransferRequest = (id?: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: TransferRequestInput) => {
      if (!id) return api.post<ApplicationCreated>('/applications/transfer', input)
      const { technologyId: _technologyId, privacyConsent: _privacyConsent, ...edit } = input
      return api.patch<ApplicationCreated>(`/applications/transfer/${id}`, edit satisfies TransferRequestEdit)
    },
    // Not awaited: the form leaves at once; the lists refetch when they are next shown.
    onSuccess: () => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.all('transfer') }),
        // The technology's page shows the member's request that is still going.
        queryClient.invalidateQueries({ queryKey: queryKeys.techTransfer.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.mypage.counts() }),
      ])
    },
  })
}
