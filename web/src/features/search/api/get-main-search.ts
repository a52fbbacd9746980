import type { MainSearchResult } from '@contract/main'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const getMainSearch = (searchKeyword: string, signal?: AbortSignal) => api.get<MainSearchResult>('/main/main', { searchKeyword }, { signal })

export const mainSearchQueryOptions = (searchKeyword: string) =>
  queryOptions({
    queryKey: ['main', 'search', searchKeyword],
    queryFn: ({ signal }) => getMainSearch(searchKeyword, signal),
  })
