import { corporateCenterTitles } from '@/features/corporate-center/messages'
import { comingSoonRoutes } from './coming-soon-routes'
import { introPageRoute } from './intro-page-route'
import { defaultLayoutRoute } from './layouts'

const introRoute = introPageRoute(defaultLayoutRoute, 'corporateCenter/intro', 'corporate-center')

const laterRoutes = comingSoonRoutes(defaultLayoutRoute, [
  { path: 'corporateCenter/activity' },
  { path: 'corporateCenter/activityDetail', title: corporateCenterTitles.activityDetail },
])

export const corporateCenterRoutes = [introRoute, ...laterRoutes]
