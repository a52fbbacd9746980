import type { SnsProvidersData } from '@contract/auth'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from './query-keys'

/**
 * The providers the server has client ids for, shared by the login buttons and the my-page links.
 * A failure offers none rather than an error: social sign-in is optional and the page works without it.
 */
export const snsProvidersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.auth.snsProviders(),
    queryFn: ({ signal }) => api.get<SnsProvidersData>('/auth/sns/providers', undefined, { signal }).catch((): SnsProvidersData => ({ list: [] })),
    retry: false,
    staleTime: 10 * 60_000,
  })
