import { corporateCenterTitles } from '@/features/corporate-center/messages'
import { CardListPage } from '@/features/info-plaza/components/card-list-page'
import { boardDetailRoute, boardListRoute } from './info-plaza'
import { introPageRoute } from './intro-page-route'
import { defaultLayoutRoute } from './layouts'

const introRoute = introPageRoute(defaultLayoutRoute, 'corporateCenter/intro', 'corporate-center')

/** 지역협력 활동: the centre's activities as photo cards, on the board engine (docs/decisions.md). */
export const corporateCenterRoutes = [
  introRoute,
  boardListRoute('activity', 'corporateCenter/activity', (search) => <CardListPage board="activity" search={search} withCategories />),
  boardDetailRoute('activity', 'corporateCenter/activityDetail', corporateCenterTitles.activityDetail),
]
