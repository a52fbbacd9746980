import type { ListData } from '@contract/envelope'
import type { SearchHit, SiteSearchResult, SiteSearchType } from '@contract/search'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

/** Rows per page of one type's tab. */
export const SEARCH_PAGE_SIZE = 10

/** Every type's count and first hits; the caller's login changes what Q&A offers, so it is in the key. */
export const siteSearchQueryOptions = (searchKeyword: string, loginId: string | null) =>
  queryOptions({
    queryKey: queryKeys.siteSearch.all(searchKeyword, loginId),
    queryFn: ({ signal }) => api.get<SiteSearchResult>('/search', { searchKeyword }, { signal }),
  })

export const searchTypePageQueryOptions = (type: SiteSearchType, searchKeyword: string, pageNum: number, loginId: string | null) =>
  queryOptions({
    queryKey: queryKeys.siteSearch.type(type, searchKeyword, pageNum, loginId),
    queryFn: ({ signal }) => api.get<ListData<SearchHit>>(`/search/${type}`, { searchKeyword, pageNum, pageSize: SEARCH_PAGE_SIZE }, { signal }),
  })
