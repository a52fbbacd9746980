import { createRoute } from '@tanstack/react-router'
import { ContentSections } from '@/components/content-sections'
import { studentSupportContent, studentSupportTitles } from '@/features/student-support/messages'
import { comingSoonRoutes } from './coming-soon-routes'
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

const laterRoutes = comingSoonRoutes(defaultLayoutRoute, [
  { path: 'studentSupport/training' },
  { path: 'studentSupport/trainingDetail', title: studentSupportTitles.trainingDetail },
  { path: 'studentSupport/founded' },
  { path: 'studentSupport/foundedDetail', title: studentSupportTitles.foundedDetail },
  { path: 'studentSupport/jobTraining', title: studentSupportTitles.jobTraining },
  { path: 'studentSupport/shopTraining', title: studentSupportTitles.shopTraining },
  { path: 'studentSupport/spotTraining', title: studentSupportTitles.spotTraining },
])

export const studentSupportRoutes = [futureRoute, jobRoute, ...laterRoutes]
