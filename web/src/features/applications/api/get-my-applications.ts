import type { AdvisoryRequestDetail, ApplicationSummary } from '@contract/applications'
import type { ListData } from '@contract/envelope'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys, type RequestKind } from '@/lib/queries/query-keys'

export const MY_APPLICATIONS_PAGE_SIZE = 10

export const myApplicationsQueryOptions = (kind: RequestKind, pageNum: number) =>
  queryOptions({
    queryKey: queryKeys.applications.mine(kind, pageNum),
    queryFn: ({ signal }) => api.get<ListData<ApplicationSummary>>(`/applications/${kind}/mine`, { pageNum, pageSize: MY_APPLICATIONS_PAGE_SIZE }, { signal }),
  })

export const advisoryRequestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.applications.detail('tech', id),
    queryFn: ({ signal }) => api.get<AdvisoryRequestDetail>(`/applications/tech/${id}`, undefined, { signal }),
  })
