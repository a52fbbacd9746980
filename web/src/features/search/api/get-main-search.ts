import type { MainSearchResult } from '@contract/main'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

export const getMainSearch = (searchKeyword: string, signal?: AbortSignal) => api.get<MainSearchResult>('/main/main', { searchKeyword }, { signal })

export const mainSearchQueryOptions = (searchKeyword: string) =>
  queryOptions({
    queryKey: queryKeys.search(searchKeyword),
    queryFn: ({ signal }) => getMainSearch(searchKeyword, signal),
  })
