import type { Banner } from '@contract/main'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

export const getBanners = (signal?: AbortSignal) => api.get<Banner[]>('/main/benefit', undefined, { signal })

export const bannersQueryOptions = () => queryOptions({ queryKey: queryKeys.home.banners(), queryFn: ({ signal }) => getBanners(signal) })
