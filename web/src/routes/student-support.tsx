import { courseTracks, courseTrackValues, type CourseTrack } from '@contract/education'
import type { IntroPageKey } from '@contract/pages'
import { createRoute } from '@tanstack/react-router'
import { courseListQueryOptions } from '@/features/applications/api/get-courses'
import { validateCourseListSearch } from '@/features/applications/lib/course-search'
import { studentSupportTitles } from '@/features/student-support/titles'
import { introPageQueryOptions, useIntroPage } from '@/lib/queries/intro-page'
import { boardDetailRoute, boardListRoute } from './info-plaza'
import { introPageRoute } from './intro-page-route'
import { defaultLayoutRoute } from './layouts'
import { BoardListPage, CourseListPage, LifelongPage, withPage } from './pages'

const futureRoute = introPageRoute(defaultLayoutRoute, 'studentSupport/future', 'esg')

const jobRoute = introPageRoute(defaultLayoutRoute, 'studentSupport/job', 'lifelong', LifelongPage)

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
    component: withPage(function TrackRoute() {
      return <CourseListPage intro={useIntroPage(intro)} search={route.useSearch()} track={track} />
    }, CourseListPage),
  })
  return route
})

/** ESG 소식·자료 and 평생교육 소식·자료: tables of posts with files, on the board engine (docs/decisions.md). */
const boardRoutes = [
  boardListRoute('training', 'studentSupport/training', BoardListPage),
  boardDetailRoute('training', 'studentSupport/trainingDetail', studentSupportTitles.trainingDetail),
  boardListRoute('founded', 'studentSupport/founded', BoardListPage),
  boardDetailRoute('founded', 'studentSupport/foundedDetail', studentSupportTitles.foundedDetail),
]

export const studentSupportRoutes = [futureRoute, jobRoute, ...trackRoutes, ...boardRoutes]
