import type { Banner } from '@contract/main'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const getBanners = (signal?: AbortSignal) => api.get<Banner[]>('/main/benefit', undefined, { signal })

export const bannersQueryOptions = () => queryOptions({ queryKey: ['main', 'benefit'], queryFn: ({ signal }) => getBanners(signal) })
