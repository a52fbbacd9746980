import type { AdvisoryExpert, AdvisoryField } from '@contract/applications'
import type { ListData } from '@contract/envelope'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

export const EXPERTS_PAGE_SIZE = 12
/** The request form's expert select lists the whole published pool. */
export const ALL_EXPERTS = 100

export const expertsQueryOptions = (field: AdvisoryField | undefined, pageNum: number, pageSize = EXPERTS_PAGE_SIZE) =>
  queryOptions({
    queryKey: queryKeys.applications.experts(field ?? 'all', pageNum, pageSize),
    queryFn: ({ signal }) => api.get<ListData<AdvisoryExpert>>('/advice/experts', { field, pageNum, pageSize }, { signal }),
  })
