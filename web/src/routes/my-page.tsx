import { createRoute, redirect } from '@tanstack/react-router'
import { myReservationsQueryOptions, validateMyReservationsSearch } from '@/features/equipment/api/get-my-reservations'
import { statementQueryOptions } from '@/features/equipment/api/get-statement'
import { monthOf, seoulToday } from '@/features/equipment/lib/seoul-date'
import { equipmentTitles } from '@/features/equipment/titles'
import { useDetailId } from '@/hooks/use-detail-id'
import { toOneOf, toPositiveInt, toText } from '@/lib/search-params'
import { myApplicationsQueryOptions } from '@/features/applications/api/get-my-applications'
import { myApplicationsFilter, validateMyApplicationsSearch } from '@/features/applications/lib/application-search'
import { courseApplicationQueryOptions, myCourseApplicationsQueryOptions } from '@/features/applications/api/course-applications'
import { applicationTitles } from '@/features/applications/titles'
import { readProfileGate } from '@/features/my-page/lib/profile-gate'
import { myPageTitles } from '@/features/my-page/titles'
import { companyTitles } from '@/features/companies/titles'
import { myNotificationsQueryOptions } from '@/features/notifications/api/notifications'
import { notificationPreferencesQueryOptions } from '@/features/notifications/api/preferences'
import { notificationTitles } from '@/features/notifications/titles'
import { matchesQueryOptions } from '@/features/tech-transfer/api/technologies'
import { techTransferTitles } from '@/features/tech-transfer/titles'
import { attendanceCertificateQueryOptions, eventTicketQueryOptions, myEventRegistrationsQueryOptions } from '@/features/events/api/events'
import { validateIdSearch } from '@/features/events/lib/event-search'
import { eventTitles } from '@/features/events/titles'
import { mySurveysQueryOptions, surveyFormQueryOptions } from '@/features/surveys/api/surveys'
import { surveyTitles } from '@/features/surveys/titles'
import { defaultLayoutRoute, memberGuardRoute } from './layouts'
import {
  CompletionCertificatePage,
  EventCertificatePage,
  EventTicketPage,
  MyEventsPage,
  InvitePage,
  MyCompanyPage,
  MyApplicationsPage,
  MyEducationPage,
  MatchPage,
  MyInfoPage,
  MyPageSummary,
  MyPasswordForm,
  MyReservationsPage,
  NotificationPreferencesPage,
  NotificationsPage,
  BookingStatementPage,
  MonthlyStatementPage,
  PasswordGatePage,
  ProfileDetailPage,
  SecessionPage,
  MySurveysPage,
  SurveyPage,
  withPage,
} from './pages'

/**
 * Registered once as /myPage/...: route matching ignores case, so the lower-case /mypage/... links
 * of the spec resolve to the same pages.
 */
const myPageIndexRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage',
  staticData: { title: myPageTitles.summary },
  component: MyPageSummary,
})

/** Where the gate sends the member once the password is confirmed: the profile detail unless they came to edit it. */
const gateTargets = ['InfoDetail', 'myInfo'] as const
type GateTarget = (typeof gateTargets)[number]

const passwordGateRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/info',
  validateSearch: (search: Record<string, unknown>): { expired?: boolean; next?: GateTarget } => ({
    expired: search.expired === true || search.expired === 'true' ? true : undefined,
    next: toOneOf(search.next, gateTargets),
  }),
  component: withPage(function PasswordGateRoute() {
    const search = passwordGateRoute.useSearch()
    return <PasswordGatePage expired={search.expired} next={search.next === 'myInfo' ? '/myPage/myInfo' : '/myPage/InfoDetail'} />
  }, PasswordGatePage),
})

/** The profile pages open only with a live profile token of this member; otherwise the gate comes first. */
const profileGateOf = (loginId: string | undefined, next: GateTarget) => {
  const profileGate = readProfileGate(loginId)
  if (!profileGate) throw redirect({ to: '/myPage/info', search: { next: next === 'InfoDetail' ? undefined : next }, replace: true })
  return { profileGate }
}

/** The spec's InfoDetail: the member's profile as it stands, with 회원정보 수정 and 비밀번호 변경. */
const profileDetailRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/InfoDetail',
  beforeLoad: ({ context }) => profileGateOf(context.auth.getState().userInfo?.login_id, 'InfoDetail'),
  component: withPage(function ProfileDetailRoute() {
    return <ProfileDetailPage gate={profileDetailRoute.useRouteContext().profileGate} />
  }, ProfileDetailPage),
})

const myInfoRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/myInfo',
  beforeLoad: ({ context }) => profileGateOf(context.auth.getState().userInfo?.login_id, 'myInfo'),
  component: withPage(function MyInfoRoute() {
    return <MyInfoPage gate={myInfoRoute.useRouteContext().profileGate} />
  }, MyInfoPage),
})

const changePasswordRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/changePassword',
  staticData: { title: myPageTitles.changePassword },
  component: MyPasswordForm,
})

const secessionRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/secession',
  component: SecessionPage,
})

const myEquipmentRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/equ',
  staticData: { title: equipmentTitles.myReservations },
  validateSearch: validateMyReservationsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(myReservationsQueryOptions(deps)),
  component: withPage(function MyEquipmentRoute() {
    return <MyReservationsPage filter={myEquipmentRoute.useSearch()} />
  }, MyReservationsPage),
})

/** A booking's 이용 내역서; without an id the bookings list is where to pick one. */
const statementRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/equ/statement',
  staticData: { title: equipmentTitles.statement },
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({ id: toPositiveInt(search.id) }),
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/myPage/equ', replace: true })
  },
  loaderDeps: ({ search }) => ({ id: search.id ?? 0 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(statementQueryOptions(deps.id)),
  component: withPage(function StatementRoute() {
    return <BookingStatementPage id={useDetailId()} />
  }, BookingStatementPage),
})

/** A month's 청구서: this month (Seoul) and the member's own uses unless the URL says otherwise. */
const monthlyStatementRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/equ/statements',
  staticData: { title: equipmentTitles.monthlyStatement },
  validateSearch: (search: Record<string, unknown>): { month?: string; scope?: 'member' | 'company' } => ({
    month: typeof search.month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(search.month) ? search.month : undefined,
    scope: toOneOf(search.scope, ['member', 'company'] as const),
  }),
  component: withPage(function MonthlyStatementRoute() {
    const search = monthlyStatementRoute.useSearch()
    return <MonthlyStatementPage month={search.month ?? monthOf(seoulToday())} scope={search.scope ?? 'member'} />
  }, MonthlyStatementPage),
})

const myAdvisoryRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/tech',
  validateSearch: validateMyApplicationsSearch,
  loaderDeps: ({ search }) => myApplicationsFilter(search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(myApplicationsQueryOptions('tech', deps)),
  component: withPage(function MyAdvisoryRoute() {
    return <MyApplicationsPage kind="tech" search={myAdvisoryRoute.useSearch()} />
  }, MyApplicationsPage),
})

const myEducationRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/edu',
  validateSearch: validateMyApplicationsSearch,
  loaderDeps: ({ search }) => myApplicationsFilter(search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(myCourseApplicationsQueryOptions(deps)),
  component: withPage(function MyEducationRoute() {
    return <MyEducationPage search={myEducationRoute.useSearch()} />
  }, MyEducationPage),
})

const certificateRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/eduCertificate',
  staticData: { title: applicationTitles.certificate },
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({ id: toPositiveInt(search.id) }),
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/myPage/edu', replace: true })
  },
  loaderDeps: ({ search }) => ({ id: search.id ?? 0 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(courseApplicationQueryOptions(deps.id)),
  component: withPage(function CertificateRoute() {
    return <CompletionCertificatePage id={useDetailId()} />
  }, CompletionCertificatePage),
})

const myProjectsRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/assn',
  validateSearch: validateMyApplicationsSearch,
  loaderDeps: ({ search }) => myApplicationsFilter(search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(myApplicationsQueryOptions('assn', deps)),
  component: withPage(function MyProjectsRoute() {
    return <MyApplicationsPage kind="assn" search={myProjectsRoute.useSearch()} />
  }, MyApplicationsPage),
})

const myTransferRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/transfer',
  staticData: { title: techTransferTitles.myRequests },
  validateSearch: validateMyApplicationsSearch,
  loaderDeps: ({ search }) => myApplicationsFilter(search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(myApplicationsQueryOptions('transfer', deps)),
  component: withPage(function MyTransferRoute() {
    return <MyApplicationsPage kind="transfer" search={myTransferRoute.useSearch()} />
  }, MyApplicationsPage),
})

const matchRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/match',
  staticData: { title: techTransferTitles.match },
  loader: ({ context }) => context.queryClient.ensureQueryData(matchesQueryOptions()),
  component: MatchPage,
})

/** The member's company; `?family=` opens a 가족회사 application (the link in its mails). */
const myCompanyRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/company',
  staticData: { title: companyTitles.company },
  validateSearch: (search: Record<string, unknown>): { family?: number } => ({ family: toPositiveInt(search.family) }),
  component: withPage(function MyCompanyRoute() {
    return <MyCompanyPage familyId={myCompanyRoute.useSearch().family} />
  }, MyCompanyPage),
})

/** An invite link: outside the member guard, as a guest must see who invited them before signing in. */
const companyInviteRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'myPage/company/invite',
  staticData: { title: companyTitles.invite },
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: toText(search.token, 200) }),
  component: withPage(function CompanyInviteRoute() {
    return <InvitePage token={companyInviteRoute.useSearch().token} />
  }, InvitePage),
})

const notificationsRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/notifications',
  staticData: { title: notificationTitles.list },
  validateSearch: (search: Record<string, unknown>): { pageNum?: number } => ({ pageNum: toPositiveInt(search.pageNum) }),
  loaderDeps: ({ search }) => ({ pageNum: search.pageNum ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(myNotificationsQueryOptions(deps.pageNum)),
  component: withPage(function NotificationsRoute() {
    return <NotificationsPage pageNum={notificationsRoute.useSearch().pageNum ?? 1} />
  }, NotificationsPage),
})

const notificationSettingsRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/notifications/settings',
  staticData: { title: notificationTitles.settings },
  loader: ({ context }) => context.queryClient.ensureQueryData(notificationPreferencesQueryOptions()),
  component: NotificationPreferencesPage,
})

const myEventsRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/events',
  staticData: { title: eventTitles.mine },
  validateSearch: (search: Record<string, unknown>): { pageNum?: number } => ({ pageNum: toPositiveInt(search.pageNum) }),
  loaderDeps: ({ search }) => ({ pageNum: search.pageNum ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(myEventRegistrationsQueryOptions(deps.pageNum)),
  component: withPage(function MyEventsRoute() {
    return <MyEventsPage pageNum={myEventsRoute.useSearch().pageNum ?? 1} />
  }, MyEventsPage),
})

const eventTicketRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/eventTicket',
  staticData: { title: eventTitles.ticket },
  validateSearch: validateIdSearch,
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/myPage/events', replace: true })
  },
  loaderDeps: ({ search }) => ({ id: search.id ?? 0 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(eventTicketQueryOptions(deps.id)),
  component: withPage(function EventTicketRoute() {
    return <EventTicketPage id={useDetailId()} />
  }, EventTicketPage),
})

const eventCertificateRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/eventCertificate',
  staticData: { title: eventTitles.certificate },
  validateSearch: validateIdSearch,
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/myPage/events', replace: true })
  },
  loaderDeps: ({ search }) => ({ id: search.id ?? 0 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(attendanceCertificateQueryOptions(deps.id)),
  component: withPage(function EventCertificateRoute() {
    return <EventCertificatePage id={useDetailId()} />
  }, EventCertificatePage),
})

const mySurveysRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/surveys',
  staticData: { title: surveyTitles.mine },
  loader: ({ context }) => context.queryClient.ensureQueryData(mySurveysQueryOptions()),
  component: MySurveysPage,
})

/** One survey to answer; without an id the list is where to pick one. */
const surveyRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage/survey',
  staticData: { title: surveyTitles.answer },
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({ id: toPositiveInt(search.id) }),
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/myPage/surveys', replace: true })
  },
  loaderDeps: ({ search }) => ({ id: search.id ?? 0 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(surveyFormQueryOptions(deps.id)),
  component: withPage(function SurveyRoute() {
    return <SurveyPage id={useDetailId()} />
  }, SurveyPage),
})

/** Pages under /myPage that a guest may open. */
export const myPagePublicRoutes = [companyInviteRoute]

export const myPageRoutes = [
  myCompanyRoute,
  myPageIndexRoute,
  passwordGateRoute,
  profileDetailRoute,
  myInfoRoute,
  changePasswordRoute,
  secessionRoute,
  myEquipmentRoute,
  statementRoute,
  monthlyStatementRoute,
  myAdvisoryRoute,
  myEducationRoute,
  certificateRoute,
  myEventsRoute,
  eventTicketRoute,
  eventCertificateRoute,
  myProjectsRoute,
  myTransferRoute,
  matchRoute,
  notificationsRoute,
  notificationSettingsRoute,
  mySurveysRoute,
  surveyRoute,
]
