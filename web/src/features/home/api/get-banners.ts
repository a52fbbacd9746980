import type { Banner } from '@contract/main'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

export const getBanners = (signal?: AbortSignal) => api.get<Banner[]>('/main/benefit', undefined, { signal })

export const bannersQueryOptions = () => queryOptions({ queryKey: queryKeys.home.banners(), queryFn: ({ signal }) => getBanners(signal) })

/**
 * The first slide's image is the home page's largest paint. Requested as soon as the list is known,
 * it loads while the page renders instead of after it (the `<img>` then finds it in the memory cache).
 */
export const prefetchBanners = async (queryClient: QueryClient) => {
  const options = bannersQueryOptions()
  await queryClient.prefetchQuery(options)
  const first = queryClient.getQueryData(options.queryKey)?.[0]
  // A server render has no Image; the slide's <img> is in its markup from the start.
  if (!first?.imageUrl || typeof Image === 'undefined') return
  const image = new Image()
  image.fetchPriority = 'high'
  image.src = first.imageUrl
}
