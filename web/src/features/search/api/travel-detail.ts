import type { AttractionDetail, PassDetail } from '@contract/travel'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

/** A travel hit's public detail, read when its card is opened from the search results. */
export const attractionDetailQueryOptions = (gdsUid: string) =>
  queryOptions({
    queryKey: queryKeys.siteSearch.travel('attraction', gdsUid),
    queryFn: ({ signal }) => api.get<AttractionDetail>(`/attraction/detail/${gdsUid}`, undefined, { signal }),
  })

export const passDetailQueryOptions = (passUid: string) =>
  queryOptions({
    queryKey: queryKeys.siteSearch.travel('pass', passUid),
    queryFn: ({ signal }) => api.get<PassDetail>(`/pass/detail/${passUid}`, undefined, { signal }),
  })
