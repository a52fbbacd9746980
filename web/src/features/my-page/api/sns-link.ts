import type { SnsAuthorizeData, SnsProvidersData, SocialProvider } from '@contract/auth'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** Configured providers only; an older server without social sign-in simply offers none. */
export const snsProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'sns', 'providers'],
    queryFn: ({ signal }) => api.get<SnsProvidersData>('/auth/sns/providers', undefined, { signal }).catch((): SnsProvidersData => ({ list: [] })),
    staleTime: 10 * 60_000,
  })

export const snsLinkUrl = (provider: SocialProvider, redirect: string) =>
  api.get<SnsAuthorizeData>(`/auth/sns/${provider}/authorize`, { mode: 'link', redirect })
