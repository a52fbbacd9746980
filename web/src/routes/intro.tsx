import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { greetingQueryOptions, orgChartQueryOptions, visionQueryOptions } from '@/features/intro/api/intro-pages'
import { defaultLayoutRoute } from './layouts'

const greetingRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'intro/intro',
  loader: ({ context }) => context.queryClient.ensureQueryData(greetingQueryOptions()),
  component: lazyRouteComponent(() => import('@/features/intro/components/greeting-page'), 'GreetingPage'),
})

const visionRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'intro/vision',
  loader: ({ context }) => context.queryClient.ensureQueryData(visionQueryOptions()),
  component: lazyRouteComponent(() => import('@/features/intro/components/vision-page'), 'VisionPage'),
})

const chartRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'intro/chart',
  loader: ({ context }) => context.queryClient.ensureQueryData(orgChartQueryOptions()),
  component: lazyRouteComponent(() => import('@/features/intro/components/org-chart-page'), 'OrgChartPage'),
})

export const introRoutes = [greetingRoute, visionRoute, chartRoute]
