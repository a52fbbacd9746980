import { createRoute } from '@tanstack/react-router'
import { ContentSections } from '@/components/content-sections'
import { corporateCenterContent, corporateCenterTitles } from '@/features/corporate-center/messages'
import { CardListPage } from '@/features/info-plaza/components/card-list-page'
import { boardDetailRoute, boardListRoute } from './info-plaza'
import { defaultLayoutRoute } from './layouts'

const introRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'corporateCenter/intro',
  component: () => <ContentSections content={corporateCenterContent.intro} />,
})

/** 지역협력 활동: the centre's activities as photo cards, on the board engine (docs/decisions.md). */
export const corporateCenterRoutes = [
  introRoute,
  boardListRoute('activity', 'corporateCenter/activity', (search) => <CardListPage board="activity" search={search} withCategories />),
  boardDetailRoute('activity', 'corporateCenter/activityDetail', corporateCenterTitles.activityDetail),
]
