import type { ApplicationKind, ApplicationSummary } from '@contract/applications'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

/** The member's 취소 of their own application, allowed until staff approve it. */
export const useWithdrawApplication = (kind: ApplicationKind) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.post<ApplicationSummary>(`/applications/${kind}/${id}/state`, { to: 'withdrawn' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.applications.all(kind) }),
  })
}
