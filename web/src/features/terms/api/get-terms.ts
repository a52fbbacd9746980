import type { TermsCode, TermsDocument } from '@contract/terms'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

/** One policy: the version in force, or the version `version` names. */
export const termsQueryOptions = (code: TermsCode, version?: number) =>
  queryOptions({
    queryKey: queryKeys.terms(code, version),
    queryFn: ({ signal }) => api.get<TermsDocument>(`/terms/${code}`, { version }, { signal }),
    staleTime: 10 * 60_000,
  })
