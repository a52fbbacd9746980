import type { MyCompanyData } from '@contract/companies'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from './query-keys'

/**
 * The signed-in member's company (/myPage/company), and the company an application form files for:
 * shared because the forms of another feature must show the same company the company page does.
 */
export const myCompanyQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.companies.mine(),
    queryFn: ({ signal }) => api.get<MyCompanyData>('/companies/mine', undefined, { signal }),
  })
