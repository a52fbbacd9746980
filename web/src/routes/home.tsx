import { createRoute } from '@tanstack/react-router'
import { prefetchBanners } from '@/features/home/api/get-banners'
import { coursesQueryOptions } from '@/features/home/api/get-courses'
import { latestPostsQueryOptions } from '@/features/home/api/get-latest-posts'
import { homeLayoutRoute } from './layouts'
import { HomePage } from './pages'

/**
 * Prefetch (not ensure): a failing slider must not fail the home page; each section shows its own
 * error instead.
 */
export const homeRoute = createRoute({
  getParentRoute: () => homeLayoutRoute,
  path: '/',
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      prefetchBanners(queryClient),
      queryClient.prefetchQuery(latestPostsQueryOptions('news')),
      queryClient.prefetchQuery(latestPostsQueryOptions('notice')),
      queryClient.prefetchQuery(coursesQueryOptions('collective')),
      queryClient.prefetchQuery(coursesQueryOptions('online')),
    ]),
  component: HomePage,
})
