import type { AdvisoryRequestInput, ApplicationCreated } from '@contract/applications'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

/** Files a new request, or with `id` resubmits one staff sent back for revision. */
export const useSaveAdvisoryRequest = (id?: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AdvisoryRequestInput) =>
      id ? api.patch<ApplicationCreated>(`/applications/tech/${id}`, input) : api.post<ApplicationCreated>('/applications/tech', input),
    // Not awaited: the form leaves at once; the lists refetch when they are next shown.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.applications.all('tech') }),
  })
}
