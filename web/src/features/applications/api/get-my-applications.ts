import type { AdvisoryRequestDetail, ApplicationSummary } from '@contract/applications'
import type { ListData } from '@contract/envelope'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys, type RequestKind } from '@/lib/queries/query-keys'
import type { MyApplicationsFilter } from '../lib/application-search'

export const MY_APPLICATIONS_PAGE_SIZE = 10

/** A page of the member's own applications, narrowed by state and 기간 as the URL says. */
export const myApplicationsQueryOptions = (kind: RequestKind, filter: MyApplicationsFilter) =>
  queryOptions({
    queryKey: queryKeys.applications.mine(kind, filter),
    queryFn: ({ signal }) =>
      api.get<ListData<ApplicationSummary>>(
        `/applications/${kind}/mine`,
        { ...filter, pageNum: filter.pageNum ?? 1, pageSize: MY_APPLICATIONS_PAGE_SIZE },
        { signal },
      ),
  })

export const advisoryRequestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.applications.detail('tech', id),
    queryFn: ({ signal }) => api.get<AdvisoryRequestDetail>(`/applications/tech/${id}`, undefined, { signal }),
  })
