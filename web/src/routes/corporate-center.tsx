import { corporateCenterTitles } from '@/features/corporate-center/messages'
import { boardDetailRoute, boardListRoute } from './info-plaza'
import { introPageRoute } from './intro-page-route'
import { defaultLayoutRoute } from './layouts'
import { CardListPage } from './pages'

const introRoute = introPageRoute(defaultLayoutRoute, 'corporateCenter/intro', 'corporate-center')

/** 지역협력 활동: the centre's activities as photo cards, on the board engine (docs/decisions.md). */
export const corporateCenterRoutes = [
  introRoute,
  boardListRoute('activity', 'corporateCenter/activity', CardListPage),
  boardDetailRoute('activity', 'corporateCenter/activityDetail', corporateCenterTitles.activityDetail),
]
