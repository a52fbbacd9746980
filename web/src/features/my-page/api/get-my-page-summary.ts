import type { MyPageSummary } from '@cms/endpoints/v1/schemas/auth'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const myPageSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['mypage', 'summary'],
    queryFn: ({ signal }) => api.get<MyPageSummary>('/mypage/myPage', undefined, { signal }),
  })
