import type { ApplicationSummary } from '@contract/applications'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys, type RequestKind } from '@/lib/queries/query-keys'

/** The member's 취소 of their own application; leaving a course frees a seat the course lists show. */
export const useWithdrawApplication = (kind: RequestKind) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.post<ApplicationSummary>(`/applications/${kind}/${id}/state`, { to: 'withdrawn' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.all(kind) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.mypage.counts() }),
        kind === 'edu' && queryClient.invalidateQueries({ queryKey: queryKeys.education.all() }),
      ]),
  })
}
