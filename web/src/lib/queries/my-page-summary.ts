import type { MyPageSummary } from '@contract/auth'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from './query-keys'

/** The signed-in member's summary: the my-page header, and the name and e-mail a booking form prefills. */
export const myPageSummaryQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.mypage.summary(),
    queryFn: ({ signal }) => api.get<MyPageSummary>('/mypage/myPage', undefined, { signal }),
  })
