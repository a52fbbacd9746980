import type { CalendarFeedData } from '@contract/equipment'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.mypage.calendarFeed(), queryFn: () => api.get<CalendarFeedData>('/mypage/equ/feed') })

/** Issue (or re-issue) and revoke; the answer replaces the cached state, since only an issue's answer holds the address. */
export const useCalendarFeedAction = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: 'issue' | 'revoke') =>
      action === 'issue' ? api.post<CalendarFeedData>('/mypage/equ/feed', {}) : api.delete<CalendarFeedData>('/mypage/equ/feed'),
    onSuccess: (feed) => queryClient.setQueryData(queryKeys.mypage.calendarFeed(), feed),
  })
}
