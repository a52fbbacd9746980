import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { defaultLayoutRoute } from './layouts'

const greetingRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'intro/intro',
  component: lazyRouteComponent(() => import('@/features/intro/components/greeting-page'), 'GreetingPage'),
})

const visionRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'intro/vision',
  component: lazyRouteComponent(() => import('@/features/intro/components/vision-page'), 'VisionPage'),
})

const chartRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'intro/chart',
  component: lazyRouteComponent(() => import('@/features/intro/components/org-chart-page'), 'OrgChartPage'),
})

export const introRoutes = [greetingRoute, visionRoute, chartRoute]
