import type { MyPageCounts } from '@contract/auth'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

/** How many bookings, applications and posts the member has per my-page section. */
export const myCountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.mypage.counts(),
    queryFn: ({ signal }) => api.get<MyPageCounts>('/mypage/counts', undefined, { signal }),
    // The sections' own screens change these; a fresh look on each visit of /myPage is enough.
    staleTime: 0,
  })
