import type { FamilyCompanyCard, FamilyTier } from '@contract/companies'
import type { ListData } from '@contract/envelope'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'
import type { FamilyDirectorySearch } from '../lib/family-search'

/** The public directory: approved, active 가족회사 that agreed to be listed (the server decides which). */
export const familyDirectoryQueryOptions = (search: FamilyDirectorySearch) =>
  queryOptions({
    queryKey: queryKeys.family.directory(search),
    queryFn: ({ signal }) =>
      api.get<ListData<FamilyCompanyCard>>('/family/companies', { q: search.searchKeyword, field: search.field, pageNum: search.pageNum ?? 1 }, { signal }),
  })

export const familyTiersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.family.tiers(),
    queryFn: ({ signal }) => api.get<FamilyTier[]>('/family/tiers', undefined, { signal }),
  })
