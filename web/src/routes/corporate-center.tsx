import { createRoute } from '@tanstack/react-router'
import { ContentSections } from '@/components/content-sections'
import { corporateCenterContent, corporateCenterTitles } from '@/features/corporate-center/messages'
import { comingSoonRoutes } from './coming-soon-routes'
import { defaultLayoutRoute } from './layouts'

const introRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'corporateCenter/intro',
  component: () => <ContentSections content={corporateCenterContent.intro} />,
})

const laterRoutes = comingSoonRoutes(defaultLayoutRoute, [
  { path: 'corporateCenter/activity' },
  { path: 'corporateCenter/activityDetail', title: corporateCenterTitles.activityDetail },
])

export const corporateCenterRoutes = [introRoute, ...laterRoutes]
