import { createRoute } from '@tanstack/react-router'
import { greetingQueryOptions, orgChartQueryOptions, visionQueryOptions } from '@/features/intro/api/intro-pages'
import { defaultLayoutRoute } from './layouts'
import { GreetingPage, OrgChartPage, VisionPage } from './pages'

const greetingRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'intro/intro',
  loader: ({ context }) => context.queryClient.ensureQueryData(greetingQueryOptions()),
  component: GreetingPage,
})

const visionRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'intro/vision',
  loader: ({ context }) => context.queryClient.ensureQueryData(visionQueryOptions()),
  component: VisionPage,
})

const chartRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'intro/chart',
  loader: ({ context }) => context.queryClient.ensureQueryData(orgChartQueryOptions()),
  component: OrgChartPage,
})

export const introRoutes = [greetingRoute, visionRoute, chartRoute]
