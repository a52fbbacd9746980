import { createRoute, redirect } from '@tanstack/react-router'
import { reservationQueryOptions } from '@/features/equipment/api/get-reservation'
import { ContentSections } from '@/components/content-sections'
import { cooperationContent, cooperationTitles } from '@/features/cooperation/messages'
import { equipmentCategoriesQueryOptions } from '@/features/equipment/api/get-equipment-categories'
import { equipmentListQueryOptions } from '@/features/equipment/api/get-equipment-list'
import { CataloguePage, CATALOGUE_PAGE_SIZE } from '@/features/equipment/components/catalogue-page'
import { ReservationCompletePage } from '@/features/equipment/components/reservation-complete-page'
import { ReservationPage } from '@/features/equipment/components/reservation-page'
import { validateEquipmentListSearch, validateReservationSearch } from '@/features/equipment/lib/equipment-search'
import { equipmentMessages } from '@/features/equipment/messages'
import { toPositiveInt } from '@/lib/search-params'
import { boardListQueryOptions } from '@/features/info-plaza/api/get-board-list'
import { validateBoardListSearch } from '@/features/info-plaza/boards'
import { CardListPage } from '@/features/info-plaza/components/card-list-page'
import { infoPlazaMessages } from '@/features/info-plaza/messages'
import { comingSoonRoutes } from './coming-soon-routes'
import { boardDetailRoute } from './info-plaza'
import { defaultLayoutRoute, memberGuardRoute } from './layouts'

const EduPage = () => <ContentSections content={cooperationContent.edu} />
const TechPage = () => <ContentSections content={cooperationContent.tech} />
const AssignmentPage = () => <ContentSections content={cooperationContent.assignment} />

const eduRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'cooperation/edu',
  component: EduPage,
})

const techRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'cooperation/tech',
  component: TechPage,
})

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
      ]),
    component: function EquipmentCatalogueRoute() {
      return <CataloguePage intro={cooperationContent.equipment} search={route.useSearch()} />
    },
  })
  return route
})

const reservationRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'easyReservation',
  staticData: { title: equipmentMessages.titles.reservation },
  validateSearch: validateReservationSearch,
  component: function ReservationRoute() {
    return <ReservationPage search={reservationRoute.useSearch()} />
  },
})

const reservationCompleteRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'easyReservation/complete',
  staticData: { title: equipmentMessages.titles.reservationComplete },
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({
    id: toPositiveInt(search.id),
  }),
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/easyReservation', replace: true })
  },
  loaderDeps: ({ search }) => ({ id: search.id ?? 0 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(reservationQueryOptions(deps.id)),
  component: function ReservationCompleteRoute() {
    return <ReservationCompletePage id={reservationCompleteRoute.useSearch().id ?? 0} />
  },
})

const assignmentRoutes = (['cooperation/assn', 'cooperation/assignment'] as const).map((path) =>
  createRoute({
    getParentRoute: () => defaultLayoutRoute,
    path,
    component: AssignmentPage,
  }),
)

/** 공유협업 프로그램: the staff-published programmes on the board engine (docs/decisions.md). */
const sharingRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'cooperation/sharing',
  staticData: { title: cooperationTitles.sharing },
  validateSearch: validateBoardListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(boardListQueryOptions('sharing', deps)),
  component: function SharingRoute() {
    return <CardListPage board="sharing" intro={infoPlazaMessages.programme.intro} search={sharingRoute.useSearch()} />
  },
})

const laterRoutes = comingSoonRoutes(defaultLayoutRoute, [
  { path: 'cooperation/advice', title: cooperationTitles.advice },
  { path: 'cooperation/application', title: cooperationTitles.application },
  { path: 'cooperation/applyComplete', title: cooperationTitles.applyComplete },
])

export const cooperationRoutes = [
  eduRoute,
  techRoute,
  ...equipmentRoutes,
  reservationRoute,
  ...assignmentRoutes,
  sharingRoute,
  boardDetailRoute('sharing', 'cooperation/sharingDetail', cooperationTitles.sharingDetail),
  ...laterRoutes,
]

/** The completion screen shows the member's own booking, so it sits behind the members-only guard. */
export const cooperationMemberRoutes = [reservationCompleteRoute]
