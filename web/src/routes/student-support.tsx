import { createRoute } from '@tanstack/react-router'
import { ContentSections } from '@/components/content-sections'
import { BoardListPage } from '@/features/info-plaza/components/board-list-page'
import { studentSupportContent, studentSupportTitles } from '@/features/student-support/messages'
import { comingSoonRoutes } from './coming-soon-routes'
import { boardDetailRoute, boardListRoute } from './info-plaza'
import { defaultLayoutRoute } from './layouts'

const futureRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'studentSupport/future',
  component: () => <ContentSections content={studentSupportContent.future} />,
})

const jobRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'studentSupport/job',
  component: () => <ContentSections content={studentSupportContent.job} />,
})

/** ESG 소식·자료 and 평생교육 소식·자료: tables of posts with files, on the board engine (docs/decisions.md). */
const boardRoutes = [
  boardListRoute('training', 'studentSupport/training', (search) => <BoardListPage board="training" search={search} withCategories />),
  boardDetailRoute('training', 'studentSupport/trainingDetail', studentSupportTitles.trainingDetail),
  boardListRoute('founded', 'studentSupport/founded', (search) => <BoardListPage board="founded" search={search} withCategories />),
  boardDetailRoute('founded', 'studentSupport/foundedDetail', studentSupportTitles.foundedDetail),
]

const laterRoutes = comingSoonRoutes(defaultLayoutRoute, [
  { path: 'studentSupport/jobTraining', title: studentSupportTitles.jobTraining },
  { path: 'studentSupport/shopTraining', title: studentSupportTitles.shopTraining },
  { path: 'studentSupport/spotTraining', title: studentSupportTitles.spotTraining },
])

export const studentSupportRoutes = [futureRoute, jobRoute, ...boardRoutes, ...laterRoutes]
