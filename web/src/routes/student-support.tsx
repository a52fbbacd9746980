import { studentSupportTitles } from '@/features/student-support/messages'
import { comingSoonRoutes } from './coming-soon-routes'
import { introPageRoute } from './intro-page-route'
import { defaultLayoutRoute } from './layouts'

const futureRoute = introPageRoute(defaultLayoutRoute, 'studentSupport/future', 'esg')

const jobRoute = introPageRoute(defaultLayoutRoute, 'studentSupport/job', 'lifelong')

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
