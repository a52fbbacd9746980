import { lazyRouteComponent } from '@tanstack/react-router'

/**
 * Every page a route shows, each its own chunk fetched the first time a route needs it: a visitor's
 * first page loads the frame (header, menu, footer) and that page's code, not the whole portal. A
 * route whose component wraps these hands the router their chunks with `withPage`, so the chunks and
 * the loader's data are fetched together.
 */
const page = <T extends (Parameters<typeof lazyRouteComponent>[0] extends () => Promise<infer M> ? M : never), TKey extends keyof T>(
  load: () => Promise<T>,
  name: TKey,
  module?: string,
) =>
  // `module` is written in at build time (web/build/page-modules.ts).
  Object.assign(lazyRouteComponent(load, name), { modules: module ? [module] : [] })

export const HomePage = page(() => import('@/features/home/components/home-page'), 'HomePage')

export const GreetingPage = page(() => import('@/features/intro/components/greeting-page'), 'GreetingPage')
export const VisionPage = page(() => import('@/features/intro/components/vision-page'), 'VisionPage')
export const OrgChartPage = page(() => import('@/features/intro/components/org-chart-page'), 'OrgChartPage')
export const GreetingView = page(() => import('@/features/intro/components/greeting-page'), 'GreetingView')
export const VisionView = page(() => import('@/features/intro/components/vision-page'), 'VisionView')
export const OrgChartView = page(() => import('@/features/intro/components/org-chart-page'), 'OrgChartView')
export const IntroContent = page(() => import('@/components/intro-content'), 'IntroContent')
export const TechPage = page(() => import('@/features/cooperation/components/tech-page'), 'TechPage')
export const LifelongPage = page(() => import('@/features/student-support/components/lifelong-page'), 'LifelongPage')

export const CourseListPage = page(() => import('@/features/applications/components/course-list-page'), 'CourseListPage')
export const ProjectsPage = page(() => import('@/features/applications/components/projects-page'), 'ProjectsPage')
export const ExpertListPage = page(() => import('@/features/applications/components/expert-list-page'), 'ExpertListPage')
export const AdvisoryRequestPage = page(() => import('@/features/applications/components/advisory-request-page'), 'AdvisoryRequestPage')
export const ApplyCompletePage = page(() => import('@/features/applications/components/apply-complete-page'), 'ApplyCompletePage')
export const MyApplicationsPage = page(() => import('@/features/applications/components/my-applications-page'), 'MyApplicationsPage')
export const MyEducationPage = page(() => import('@/features/applications/components/my-education-page'), 'MyEducationPage')
export const CompletionCertificatePage = page(() => import('@/features/applications/components/completion-certificate-page'), 'CompletionCertificatePage')

export const TechnologyCataloguePage = page(() => import('@/features/tech-transfer/components/technology-catalogue-page'), 'TechnologyCataloguePage')
export const TechnologyDetailPage = page(() => import('@/features/tech-transfer/components/technology-detail-page'), 'TechnologyDetailPage')
export const TransferRequestPage = page(() => import('@/features/applications/components/transfer-request-page'), 'TransferRequestPage')
export const MatchPage = page(() => import('@/features/tech-transfer/components/match-page'), 'MatchPage')

export const EventListPage = page(() => import('@/features/events/components/event-list-page'), 'EventListPage')
export const EventDetailPage = page(() => import('@/features/events/components/event-detail-page'), 'EventDetailPage')
export const EventApplyPage = page(() => import('@/features/events/components/event-apply-page'), 'EventApplyPage')
export const MyEventsPage = page(() => import('@/features/events/components/my-events-page'), 'MyEventsPage')
export const EventTicketPage = page(() => import('@/features/events/components/event-ticket-page'), 'EventTicketPage')
export const EventCertificatePage = page(() => import('@/features/events/components/event-certificate-page'), 'EventCertificatePage')
export const CheckInPage = page(() => import('@/features/events/components/check-in-page'), 'CheckInPage')

export const CataloguePage = page(() => import('@/features/equipment/components/catalogue-page'), 'CataloguePage')
export const ReservationPage = page(() => import('@/features/equipment/components/reservation-page'), 'ReservationPage')
export const ReservationCompletePage = page(() => import('@/features/equipment/components/reservation-complete-page'), 'ReservationCompletePage')
export const MyReservationsPage = page(() => import('@/features/equipment/components/my-reservations-page'), 'MyReservationsPage')
export const BookingStatementPage = page(() => import('@/features/equipment/components/statement-page'), 'BookingStatementPage')
export const MonthlyStatementPage = page(() => import('@/features/equipment/components/statement-page'), 'MonthlyStatementPage')

export const BoardListPage = page(() => import('@/features/info-plaza/components/board-list-page'), 'BoardListPage')
export const CardListPage = page(() => import('@/features/info-plaza/components/card-list-page'), 'CardListPage')
export const FaqListPage = page(() => import('@/features/info-plaza/components/faq-list-page'), 'FaqListPage')
export const BoardDetailPage = page(() => import('@/features/info-plaza/components/board-detail-page'), 'BoardDetailPage')
export const BoardPostView = page(() => import('@/features/info-plaza/components/board-detail-page'), 'BoardPostView')
export const ProjectCallView = page(() => import('@/features/applications/components/project-call-detail'), 'ProjectCallView')
export const DraftPreview = page(() => import('@/features/preview/components/draft-preview'), 'DraftPreview')

export const MemberBoardListPage = page(() => import('@/features/member-boards/components/member-board-list-page'), 'MemberBoardListPage')
export const MemberPostDetailPage = page(() => import('@/features/member-boards/components/member-post-detail-page'), 'MemberPostDetailPage')
// The editor (Tiptap) is the heaviest part of the portal; only the write pages load it.
export const MemberPostWritePage = page(() => import('@/features/member-boards/components/member-post-write-page'), 'MemberPostWritePage')

export const MyPageSummary = page(() => import('@/features/my-page/components/my-page-summary'), 'MyPageSummary')
export const NotificationsPage = page(() => import('@/features/notifications/components/notifications-page'), 'NotificationsPage')
export const NotificationPreferencesPage = page(
  () => import('@/features/notifications/components/notification-preferences-page'),
  'NotificationPreferencesPage',
)
export const MySurveysPage = page(() => import('@/features/surveys/components/my-surveys-page'), 'MySurveysPage')
export const SurveyPage = page(() => import('@/features/surveys/components/survey-page'), 'SurveyPage')
export const MyCompanyPage = page(() => import('@/features/companies/components/my-company-page'), 'MyCompanyPage')
export const InvitePage = page(() => import('@/features/companies/components/invite-page'), 'InvitePage')
export const FamilyDirectoryPage = page(() => import('@/features/family/components/family-directory-page'), 'FamilyDirectoryPage')
export const PasswordGatePage = page(() => import('@/features/my-page/components/password-gate-page'), 'PasswordGatePage')
export const MyInfoPage = page(() => import('@/features/my-page/components/my-info-page'), 'MyInfoPage')
export const ProfileDetailPage = page(() => import('@/features/my-page/components/profile-detail-page'), 'ProfileDetailPage')
export const MyPasswordForm = page(() => import('@/features/my-page/components/change-password-form'), 'ChangePasswordForm')
export const SecessionPage = page(() => import('@/features/my-page/components/secession-page'), 'SecessionPage')

export const LoginPage = page(() => import('@/features/account/components/login-page'), 'LoginPage')
export const FindAccountTabs = page(() => import('@/features/find-account/components/find-account-tabs'), 'FindAccountTabs')
export const FindIdForm = page(() => import('@/features/find-account/components/find-id-form'), 'FindIdForm')
export const FindPasswordForm = page(() => import('@/features/find-account/components/find-password-form'), 'FindPasswordForm')
export const FoundIdList = page(() => import('@/features/find-account/components/found-id-list'), 'FoundIdList')
export const FindResultScreen = page(() => import('@/features/find-account/components/find-result-screen'), 'FindResultScreen')
export const ResetPasswordForm = page(() => import('@/features/find-account/components/change-password-form'), 'ChangePasswordForm')

export const MemberClassStep = page(() => import('@/features/join/components/member-class-step'), 'MemberClassStep')
export const EmailAuthStep = page(() => import('@/features/join/components/email-auth-step'), 'EmailAuthStep')
export const CodeAuthStep = page(() => import('@/features/join/components/code-auth-step'), 'CodeAuthStep')
export const UserInfoStep = page(() => import('@/features/join/components/user-info-step'), 'UserInfoStep')
export const JoinComplete = page(() => import('@/features/join/components/join-complete'), 'JoinComplete')
export const TermsDocument = page(() => import('@/features/terms/components/terms-document'), 'TermsDocument')

export const SnsCallbackPage = page(() => import('@/features/sns-login/components/sns-callback-page'), 'SnsCallbackPage')
export const SnsSuccessPage = page(() => import('@/features/sns-login/components/sns-success-page'), 'SnsSuccessPage')
export const SnsFailPage = page(() => import('@/features/sns-login/components/sns-fail-page'), 'SnsFailPage')

export const SearchResultsPage = page(() => import('@/features/search/components/search-results-page'), 'SearchResultsPage')
export const TermsPage = page(() => import('@/features/terms/components/terms-page'), 'TermsPage')
export const CheckPage = page(() => import('@/features/system/components/check-page'), 'CheckPage')
export const LoadPage = page(() => import('@/features/system/components/load-page'), 'LoadPage')

/** A page's chunk: its loader, and its source files as keys of Vite's manifest (empty outside a build). */
export type PageChunk = { preload?: () => Promise<void> | undefined; modules?: string[] }

/** Gives a route's own component (which passes the pages their props) the chunks of the pages it renders. */
export const withPage = <T extends object>(component: T, ...pages: PageChunk[]): T & PageChunk =>
  Object.assign(component, {
    preload: () => Promise.all(pages.map((page) => page.preload?.())).then(() => undefined),
    modules: pages.flatMap((page) => page.modules ?? []),
  })
