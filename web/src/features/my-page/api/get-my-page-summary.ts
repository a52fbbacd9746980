import type { MyPageSummary } from '@contract/auth'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const myPageSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['mypage', 'summary'],
    queryFn: ({ signal }) => api.get<MyPageSummary>('/mypage/myPage', undefined, { signal }),
  })
