import type { SiteSettings } from '@contract/pages'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from './query-keys'

/** Footer and tab title change rarely; one read per visit is plenty. */
export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.pages.settings(),
    queryFn: ({ signal }) => api.get<SiteSettings>('/site/settings', undefined, { signal }),
    staleTime: 30 * 60_000,
  })

export const useSiteSettings = () => useQuery(siteSettingsQueryOptions()).data
