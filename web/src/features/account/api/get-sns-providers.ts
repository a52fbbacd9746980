import type { SnsProvidersData } from '@contract/auth'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** Only the providers the server has client ids for; a failure means none are offered. */
export const snsProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'sns', 'providers'],
    queryFn: ({ signal }) => api.get<SnsProvidersData>('/auth/sns/providers', undefined, { signal }),
    retry: false,
    staleTime: 5 * 60_000,
  })
