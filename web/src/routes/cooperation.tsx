import { useSuspenseQuery } from '@tanstack/react-query'
import { createRoute, notFound, redirect } from '@tanstack/react-router'
import { reservationQueryOptions } from '@/features/equipment/api/get-reservation'
import { cooperationTitles } from '@/features/cooperation/titles'
import { equipmentCategoriesQueryOptions } from '@/features/equipment/api/get-equipment-categories'
import { equipmentListQueryOptions } from '@/features/equipment/api/get-equipment-list'
import { CATALOGUE_PAGE_SIZE, PICKER_PAGE_SIZE, validateEquipmentListSearch, validateReservationSearch } from '@/features/equipment/lib/equipment-search'
import { equipmentTitles } from '@/features/equipment/titles'
import { introPageQueryOptions, useIntroPage } from '@/lib/queries/intro-page'
import { useDetailId } from '@/hooks/use-detail-id'
import { toPositiveInt } from '@/lib/search-params'
import { myPageSummaryQueryOptions } from '@/lib/queries/my-page-summary'
import { ALL_EXPERTS, expertsQueryOptions } from '@/features/applications/api/get-experts'
import { advisoryRequestQueryOptions } from '@/features/applications/api/get-my-applications'
import {
  validateApplicationFormSearch,
  validateApplyCompleteSearch,
  validateExpertListSearch,
  validateTransferRequestFormSearch,
} from '@/features/applications/lib/application-search'
import { applicationTitles } from '@/features/applications/titles'
import { courseListQueryOptions } from '@/features/applications/api/get-courses'
import { validateCourseListSearch } from '@/features/applications/lib/course-search'
import { projectCallListQueryOptions, projectCallQueryOptions } from '@/features/applications/api/project-calls'
import { validateProjectCallSearch } from '@/features/applications/lib/project-search'
import { boardListQueryOptions } from '@/features/info-plaza/api/get-board-list'
import { validateBoardListSearch } from '@/features/info-plaza/boards'
import { infoPlazaMessages } from '@/features/info-plaza/messages'
import { boardDetailRoute } from './info-plaza'
import { introPageRoute } from './intro-page-route'
import { familyDirectoryQueryOptions } from '@/features/family/api/family'
import { validateFamilyDirectorySearch } from '@/features/family/lib/family-search'
import { familyTitles } from '@/features/family/titles'
import { technologyListQueryOptions, technologyQueryOptions } from '@/features/tech-transfer/api/technologies'
import { validateTechnologyListSearch } from '@/features/tech-transfer/lib/technology-search'
import { techTransferTitles } from '@/features/tech-transfer/titles'
import { transferRequestQueryOptions } from '@/features/applications/api/transfer-requests'
import { useAuth } from '@/hooks/use-auth'
import { eventListQueryOptions, eventQueryOptions } from '@/features/events/api/events'
import { validateEventListSearch, validateIdSearch } from '@/features/events/lib/event-search'
import { eventTitles } from '@/features/events/titles'
import { defaultLayoutRoute, memberGuardRoute } from './layouts'
import {
  AdvisoryRequestPage,
  ApplyCompletePage,
  CardListPage,
  CataloguePage,
  CourseListPage,
  EventApplyPage,
  EventDetailPage,
  EventListPage,
  ExpertListPage,
  FamilyDirectoryPage,
  ProjectsPage,
  ReservationCompletePage,
  ReservationPage,
  TechPage,
  TechnologyCataloguePage,
  TechnologyDetailPage,
  TransferRequestPage,
  withPage,
} from './pages'

/** 산업교육: the courses to apply to, each opening its detail over the list (`?course=`). */
const eduRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'cooperation/edu',
  validateSearch: validateCourseListSearch,
  loaderDeps: ({ search: { course: _course, ...list } }) => list,
  loader: ({ context, deps }) =>
    Promise.all([context.queryClient.ensureQueryData(courseListQueryOptions(deps)), context.queryClient.ensureQueryData(introPageQueryOptions('edu'))]),
  component: withPage(function EduRoute() {
    return <CourseListPage intro={useIntroPage('edu')} search={eduRoute.useSearch()} />
  }, CourseListPage),
})

const techRoute = introPageRoute(defaultLayoutRoute, 'cooperation/tech', 'tech', TechPage)

/**
 * Both spellings of the shared-equipment and joint-development pages exist in the spec. The
 * equipment catalogue opens one item's detail with `?id=` on the same page, like the boards do.
 */
const equipmentRoutes = (['cooperation/equ', 'cooperation/equipment'] as const).map((path) => {
  const route = createRoute({
    getParentRoute: () => defaultLayoutRoute,
    path,
    validateSearch: validateEquipmentListSearch,
    loaderDeps: ({ search }) => ({
      pageNum: search.pageNum,
      searchKeyword: search.searchKeyword,
      category: search.category,
    }),
    loader: ({ context, deps }) =>
      Promise.all([
        context.queryClient.ensureQueryData(equipmentListQueryOptions(deps, CATALOGUE_PAGE_SIZE)),
        context.queryClient.ensureQueryData(equipmentCategoriesQueryOptions()),
        context.queryClient.ensureQueryData(introPageQueryOptions('equipment')),
      ]),
    component: withPage(function EquipmentCatalogueRoute() {
      return <CataloguePage intro={useIntroPage('equipment')} search={route.useSearch()} />
    }, CataloguePage),
  })
  return route
})

const reservationRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'easyReservation',
  staticData: { title: equipmentTitles.reservation },
  validateSearch: validateReservationSearch,
  // The picker's list is what a visitor sees first: fetched with the page's code, not after its render.
  loader: ({ context }) => context.queryClient.ensureQueryData(equipmentListQueryOptions({ searchKeyword: undefined }, PICKER_PAGE_SIZE)),
  component: withPage(function ReservationRoute() {
    return <ReservationPage search={reservationRoute.useSearch()} />
  }, ReservationPage),
})

const reservationCompleteRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'easyReservation/complete',
  staticData: { title: equipmentTitles.reservationComplete },
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({
    id: toPositiveInt(search.id),
  }),
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/easyReservation', replace: true })
  },
  loaderDeps: ({ search }) => ({ id: search.id ?? 0 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(reservationQueryOptions(deps.id)),
  component: withPage(function ReservationCompleteRoute() {
    return <ReservationCompletePage id={useDetailId()} />
  }, ReservationCompletePage),
})

/** 공동기술개발과제: the calls, a call's page (`?id=`) and its proposal form (`&apply=true`), under both spellings. */
const assignmentRoutes = (['cooperation/assn', 'cooperation/assignment'] as const).map((path) => {
  const route = createRoute({
    getParentRoute: () => defaultLayoutRoute,
    path,
    validateSearch: validateProjectCallSearch,
    loaderDeps: ({ search }) => search,
    loader: ({ context, deps }) =>
      Promise.all([
        context.queryClient.ensureQueryData(introPageQueryOptions('assignment')),
        deps.id === undefined
          ? context.queryClient.ensureQueryData(projectCallListQueryOptions(deps))
          : context.queryClient.ensureQueryData(projectCallQueryOptions(deps.id, context.auth.getState().userInfo?.login_id ?? null)),
      ]),
    component: withPage(function AssignmentRoute() {
      return <ProjectsPage intro={useIntroPage('assignment')} search={route.useSearch()} />
    }, ProjectsPage),
  })
  return route
})

/** 공유협업 프로그램: the staff-published programmes on the board engine (docs/decisions.md). */
const sharingRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'cooperation/sharing',
  staticData: { title: cooperationTitles.sharing },
  validateSearch: validateBoardListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(boardListQueryOptions('sharing', deps)),
  component: withPage(function SharingRoute() {
    return <CardListPage board="sharing" intro={infoPlazaMessages.programme.intro} search={sharingRoute.useSearch()} />
  }, CardListPage),
})

/** 기술자문: the advisory pool by field, each expert leading to a request that names them. */
const adviceRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'cooperation/advice',
  staticData: { title: applicationTitles.advice },
  validateSearch: validateExpertListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(expertsQueryOptions(deps.field, deps.pageNum ?? 1)),
  component: withPage(function AdviceRoute() {
    return <ExpertListPage search={adviceRoute.useSearch()} />
  }, ExpertListPage),
})

const applicationRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'cooperation/application',
  staticData: { title: applicationTitles.application },
  validateSearch: validateApplicationFormSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(myPageSummaryQueryOptions()),
      context.queryClient.ensureQueryData(expertsQueryOptions(undefined, 1, ALL_EXPERTS)),
      deps.id ? context.queryClient.ensureQueryData(advisoryRequestQueryOptions(deps.id)) : null,
    ]),
  component: withPage(function ApplicationRoute() {
    return <AdvisoryRequestPage search={applicationRoute.useSearch()} />
  }, AdvisoryRequestPage),
})

const applyCompleteRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'cooperation/applyComplete',
  staticData: { title: applicationTitles.applyComplete },
  validateSearch: validateApplyCompleteSearch,
  component: withPage(function ApplyCompleteRoute() {
    const { no, kind, waiting } = applyCompleteRoute.useSearch()
    return <ApplyCompletePage applicationNo={no} kind={kind ?? 'tech'} waiting={waiting} />
  }, ApplyCompletePage),
})

/** 가족회사: the public directory of the 산학협력단's family companies. */
const familyRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'cooperation/family',
  staticData: { title: familyTitles.directory },
  validateSearch: validateFamilyDirectorySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(familyDirectoryQueryOptions(deps)),
  component: withPage(function FamilyRoute() {
    return <FamilyDirectoryPage search={familyRoute.useSearch()} />
  }, FamilyDirectoryPage),
})

/** 보유기술·기술이전: the catalogue, its filters all in the URL (docs/decisions.md "보유기술 화면"). */
const techTransferRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'cooperation/techTransfer',
  staticData: { title: techTransferTitles.catalogue },
  validateSearch: validateTechnologyListSearch,
  loaderDeps: ({ search: { view: _view, ...list } }) => list,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(technologyListQueryOptions(deps)),
  component: withPage(function TechTransferRoute() {
    return <TechnologyCataloguePage search={techTransferRoute.useSearch()} />
  }, TechnologyCataloguePage),
})

const techTransferDetailRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'cooperation/techTransferDetail',
  staticData: { title: techTransferTitles.detail, countsViews: true },
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({ id: toPositiveInt(search.id) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => {
    if (!deps.id) throw notFound()
    return context.queryClient.ensureQueryData(technologyQueryOptions(deps.id, context.auth.getState().userInfo?.login_id ?? null))
  },
  component: withPage(function TechTransferDetailRoute() {
    return <TechnologyDetailPage id={useDetailId()} />
  }, TechnologyDetailPage),
})

/** The 기술상담 신청 about one technology; `&request=` resubmits one staff sent back. */
const techTransferApplyRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'cooperation/techTransferApply',
  staticData: { title: techTransferTitles.apply },
  validateSearch: validateTransferRequestFormSearch,
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/cooperation/techTransfer', replace: true })
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(myPageSummaryQueryOptions()),
      context.queryClient.ensureQueryData(technologyQueryOptions(deps.id ?? 0, context.auth.getState().userInfo?.login_id ?? null)),
      deps.request ? context.queryClient.ensureQueryData(transferRequestQueryOptions(deps.request)) : null,
    ]),
  component: withPage(function TechTransferApplyRoute() {
    const search = techTransferApplyRoute.useSearch()
    const auth = useAuth()
    const { data: technology } = useSuspenseQuery(technologyQueryOptions(useDetailId(), auth.userInfo?.login_id ?? null))
    return <TransferRequestPage technology={technology} requestId={search.request} />
  }, TransferRequestPage),
})

/** 행사·세미나: the list with its tab, keyword, kinds and page in the URL (docs/decisions.md "행사·세미나 화면"). */
const eventsRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'cooperation/events',
  staticData: { title: eventTitles.list },
  validateSearch: validateEventListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(eventListQueryOptions(deps)),
  component: withPage(function EventsRoute() {
    return <EventListPage search={eventsRoute.useSearch()} />
  }, EventListPage),
})

const eventDetailRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'cooperation/eventDetail',
  staticData: { title: eventTitles.detail },
  validateSearch: validateIdSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => {
    if (!deps.id) throw notFound()
    return context.queryClient.ensureQueryData(eventQueryOptions(deps.id, context.auth.getState().userInfo?.login_id ?? null))
  },
  component: withPage(function EventDetailRoute() {
    return <EventDetailPage id={useDetailId()} />
  }, EventDetailPage),
})

const eventApplyRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'cooperation/eventApply',
  staticData: { title: eventTitles.apply },
  validateSearch: validateIdSearch,
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/cooperation/events', replace: true })
  },
  loaderDeps: ({ search }) => ({ id: search.id ?? 0 }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(myPageSummaryQueryOptions()),
      context.queryClient.ensureQueryData(eventQueryOptions(deps.id, context.auth.getState().userInfo?.login_id ?? null)),
    ]),
  component: withPage(function EventApplyRoute() {
    return <EventApplyPage id={useDetailId()} />
  }, EventApplyPage),
})

export const cooperationRoutes = [
  eventsRoute,
  eventDetailRoute,
  techTransferRoute,
  techTransferDetailRoute,
  familyRoute,
  eduRoute,
  techRoute,
  ...equipmentRoutes,
  reservationRoute,
  ...assignmentRoutes,
  sharingRoute,
  boardDetailRoute('sharing', 'cooperation/sharingDetail', cooperationTitles.sharingDetail),
  adviceRoute,
]

/** Forms and completion screens of the member's own bookings and applications sit behind the members-only guard. */
export const cooperationMemberRoutes = [eventApplyRoute, reservationCompleteRoute, applicationRoute, applyCompleteRoute, techTransferApplyRoute]
