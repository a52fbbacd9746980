import type { ProjectCallDetail, ProjectCallSummary } from '@contract/applications'
import type { ListData } from '@contract/envelope'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'
import type { ProjectCallSearch } from '../lib/project-search'

export const PROJECT_CALL_PAGE_SIZE = 10

export const projectCallListQueryOptions = (search: Pick<ProjectCallSearch, 'pageNum' | 'searchKeyword' | 'state'>) =>
  queryOptions({
    queryKey: queryKeys.projects.list(search),
    queryFn: ({ signal }) =>
      api.get<ListData<ProjectCallSummary>>(
        '/project-calls/list',
        { state: search.state, searchKeyword: search.searchKeyword, pageNum: search.pageNum ?? 1, pageSize: PROJECT_CALL_PAGE_SIZE },
        { signal },
      ),
  })

/** The detail carries the caller's own proposal, so each signed-in member has their own copy. */
export const projectCallQueryOptions = (id: number, loginId: string | null) =>
  queryOptions({
    queryKey: queryKeys.projects.detail(id, loginId),
    queryFn: ({ signal }) => api.get<ProjectCallDetail>(`/project-calls/${id}`, undefined, { signal }),
  })
