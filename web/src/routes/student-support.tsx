import { courseTracks, courseTrackValues, type CourseTrack } from '@contract/education'
import type { IntroPageKey } from '@contract/pages'
import { createRoute } from '@tanstack/react-router'
import { courseListQueryOptions } from '@/features/applications/api/get-courses'
import { CourseListPage } from '@/features/applications/components/course-list-page'
import { validateCourseListSearch } from '@/features/applications/lib/course-search'
import { studentSupportTitles } from '@/features/student-support/messages'
import { introPageQueryOptions, useIntroPage } from '@/lib/queries/intro-page'
import { comingSoonRoutes } from './coming-soon-routes'
import { introPageRoute } from './intro-page-route'
import { defaultLayoutRoute } from './layouts'

const futureRoute = introPageRoute(defaultLayoutRoute, 'studentSupport/future', 'esg')

const jobRoute = introPageRoute(defaultLayoutRoute, 'studentSupport/job', 'lifelong')

const tracks = {
  job: { path: 'studentSupport/jobTraining', intro: 'job-training' },
  shop: { path: 'studentSupport/shopTraining', intro: 'shop-training' },
  spot: { path: 'studentSupport/spotTraining', intro: 'spot-training' },
} as const satisfies Record<CourseTrack, { path: string; intro: IntroPageKey }>

/** 평생교육의 세 과정: the courses staff put in that track, applied to as on /cooperation/edu (docs/decisions.md). */
const trackRoutes = courseTrackValues.map((track) => {
  const { path, intro } = tracks[track]
  const route = createRoute({
    getParentRoute: () => defaultLayoutRoute,
    path,
    staticData: { title: courseTracks[track] },
    validateSearch: validateCourseListSearch,
    loaderDeps: ({ search: { course: _course, ...list } }) => list,
    loader: ({ context, deps }) =>
      Promise.all([
        context.queryClient.ensureQueryData(courseListQueryOptions(deps, track)),
        context.queryClient.ensureQueryData(introPageQueryOptions(intro)),
      ]),
    component: function TrackRoute() {
      return <CourseListPage intro={useIntroPage(intro)} search={route.useSearch()} track={track} />
    },
  })
  return route
})

const laterRoutes = comingSoonRoutes(defaultLayoutRoute, [
  { path: 'studentSupport/training' },
  { path: 'studentSupport/trainingDetail', title: studentSupportTitles.trainingDetail },
  { path: 'studentSupport/founded' },
  { path: 'studentSupport/foundedDetail', title: studentSupportTitles.foundedDetail },
])

export const studentSupportRoutes = [futureRoute, jobRoute, ...trackRoutes, ...laterRoutes]
