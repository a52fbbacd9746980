import path from 'node:path'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { ko } from '@payloadcms/translations/languages/ko'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { restrictDocumentLocks } from './platform/access/restrict-document-locks'
import { withAdminDefaults, withGlobalAdminDefaults } from './platform/admin/admin-defaults'
import { adminWording, koreanWording } from './platform/admin/korean-wording'
import { answerApiErrors } from './platform/http/answer-api-errors'
import { withQueryInputGuard } from './platform/http/guard-query-input'
import { jobsConfig } from './platform/jobs/jobs-config'
import { portalLogger } from './platform/lifecycle/portal-logger'
import { rootDir } from './platform/config/paths'
import { emailAdapter } from './platform/mail/smtp-settings'
import { resolvePayloadSecret } from './platform/security/secret'
import { adminDateTimeFormat } from '../contract/date-format'
import { site } from '../contract/site'
import { MAX_UPLOAD_BYTES } from './platform/uploads/upload-rules'
import { withMissingFileAnswer } from './platform/uploads/missing-file'
import { databaseAdapter } from './platform/data/database-adapter'
import { countCommittedChanges, withContentVersion, withGlobalContentVersion } from './platform/data/content-version'
import { outlivePostgresOutages } from './platform/data/database-unavailable'
import { s3SettingsFromEnv } from './platform/uploads/s3-settings'
import { uploadStorage } from './platform/uploads/upload-storage'
import { AccessLogReviews, accessLogEndpoints, AccessLogs } from './domains/access-log'
import { accountEndpoints, RefreshTokens, Users } from './domains/account'
import {
  AdvisoryExperts,
  AdvisoryRequests,
  applicationsEndpoints,
  CourseApplications,
  courseReminderTask,
  Courses,
  CourseSeatLocks,
  FamilyApplications,
  ProjectCalls,
  ProjectProposals,
  TransferRequests,
} from './domains/applications'
import { Companies, companiesEndpoints, CompanyInvites, CompanyJoinRequests, CompanyLogos } from './domains/companies'
import { familyEndpoints, familyExpiryTask, FamilyMemberships, FamilyTiers } from './domains/family'
import { boardsEndpoints, CenterActivities, EsgPosts, Faqs, LifelongPosts, News, Notices, References, SharingPrograms } from './domains/boards'
import { Banners, contentEndpoints, Files, GreetingPage, IntroPages, Media, OrgChart, SiteSettings, VisionPage } from './domains/content'
import {
  Equipment,
  EquipmentBilling,
  EquipmentBookingPolicy,
  EquipmentBookingSeries,
  EquipmentBookingSuspensions,
  EquipmentCalendarFeeds,
  EquipmentRateCard,
  equipmentEndpoints,
  equipmentReminderTask,
  EquipmentReservations,
  EquipmentWaitlist,
  equipmentWaitlistTask,
  Holidays,
  ReservationSlotLocks,
  SafetyTrainings,
} from './domains/equipment'
import { findAccountEndpoints } from './domains/find-account'
import { statisticsEndpoints } from './domains/statistics'
import {
  NotificationDeliveries,
  notificationInboxEndpoints,
  Notifications,
  notificationStaffEndpoints,
  NotificationTemplates,
  sendNotificationTask,
} from './domains/notifications'
import { EmailVerifications, joinEndpoints } from './domains/join'
import { CollaborationRequests, Inquiries, memberBoardsEndpoints, PostComments, PostFiles, PostTypes } from './domains/member-boards'
import { Avatars, myPageEndpoints, PhoneVerifications } from './domains/my-page'
import { ConsentRecords, DestructionRecords, privacyEndpoints, RetentionSettings, retentionTask } from './domains/privacy'
import { previewEndpoints } from './domains/preview'
import { searchEndpoints } from './domains/search'
import { seoEndpoints } from './domains/seo'
import { snsLoginEndpoints, SocialAccounts, UsedOAuthStates } from './domains/sns-login'
import { EventRegistrations, Events, EventSeatLocks, eventsEndpoints, seatEventWaitingTask } from './domains/events'
import { SurveyRespondents, SurveyResponses, Surveys, surveyOpenedTask, surveysEndpoints } from './domains/surveys'
import { Technologies, TechnologyDocuments, TechnologyNda, TechnologyNdaAgreements, TechnologyViews, techTransferEndpoints } from './domains/tech-transfer'
import { Terms, termsEndpoints } from './domains/terms'
import {
  AttractionInterests,
  Attractions,
  Coupons,
  GoodsDayCounts,
  GoodsReservations,
  MemberCoupons,
  Passes,
  PassOptions,
  PassOrders,
  Promotions,
  RecommendedTours,
  ReservationGoods,
  StickyArea,
  TravelCodes,
  travelEndpoints,
  TravelInfos,
} from './domains/travel'
import { notFoundEndpoints } from './platform/http/not-found'

/** The CMS folder; this file also runs from the server bundle in dist/server, so not its own folder. */
const dirname = path.join(rootDir, 'cms')

export default buildConfig({
  secret: resolvePayloadSecret(),
  serverURL: process.env.PUBLIC_URL ?? '',
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ` - ${site.organizationName} 관리자` },
    importMap: { baseDir: dirname, importMapFile: path.join(dirname, 'app/(payload)/admin/importMap.js') },
    dateFormat: adminDateTimeFormat,
    // Staff schedule in Seoul time only; Payload's default list offers every zone, in English.
    timezones: { supportedTimezones: [{ label: adminWording.seoulTimezone, value: 'Asia/Seoul' }], defaultTimezone: 'Asia/Seoul' },
    // Gravatar would be an outside request per page; staff get Payload's built-in avatar.
    avatar: 'default',
    components: {
      providers: ['/platform/admin/accessibility/korean-accessible-names#KoreanAccessibleNames'],
      graphics: { Logo: '/platform/admin/brand/admin-logo#AdminLogo', Icon: '/platform/admin/brand/admin-icon#AdminIcon' },
      afterNavLinks: [
        '/domains/equipment/admin/day-view-nav-link#DayViewNavLink',
        '/domains/equipment/admin/office-nav-links#OfficeNavLinks',
        '/domains/statistics/admin/statistics-nav-link#StatisticsNavLink',
        '/domains/access-log/admin/review-nav-link#ReviewNavLink',
        '/domains/notifications/admin/counts-nav-link#NotificationCountsNavLink',
      ],
      beforeDashboard: ['/domains/staff-inbox/admin/staff-inbox#StaffInbox', '/domains/staff-inbox/admin/collection-counts#CollectionCounts'],
      views: {
        equipmentDay: {
          Component: '/domains/equipment/admin/equipment-day-view#EquipmentDayView',
          path: '/equipment-day',
          meta: { title: '일자별 장비 예약 현황' },
        },
        equipmentSettlement: {
          Component: '/domains/equipment/admin/equipment-settlement-view#EquipmentSettlementView',
          path: '/equipment-settlement',
          meta: { title: '장비 이용료 월별 정산' },
        },
        equipmentUtilisation: {
          Component: '/domains/equipment/admin/equipment-utilisation-view#EquipmentUtilisationView',
          path: '/equipment-utilisation',
          meta: { title: '장비 가동률 보고서' },
        },
        statistics: {
          Component: '/domains/statistics/admin/statistics-view#StatisticsView',
          path: '/statistics',
          meta: { title: '운영 통계' },
        },
        notificationCounts: {
          Component: '/domains/notifications/admin/counts-view#NotificationCountsView',
          path: '/notification-counts',
          meta: { title: '채널별 월간 알림 발송 건수' },
        },
        surveyResults: {
          Component: '/domains/surveys/admin/survey-results-view#SurveyResultsView',
          path: '/survey-results',
          meta: { title: '설문 결과' },
        },
        accessLogReview: {
          Component: '/domains/access-log/admin/access-log-review-view#AccessLogReviewView',
          path: '/access-log-review',
          meta: { title: '개인정보 접속기록 월별 점검' },
        },
      },
    },
  },
  i18n: {
    supportedLanguages: { ko },
    fallbackLanguage: 'ko',
    translations: { ko: koreanWording },
  },
  collections: [
    Notices,
    News,
    Faqs,
    References,
    SharingPrograms,
    EsgPosts,
    LifelongPosts,
    CenterActivities,
    Courses,
    CourseApplications,
    CourseSeatLocks,
    ProjectCalls,
    ProjectProposals,
    AdvisoryExperts,
    AdvisoryRequests,
    TransferRequests,
    Equipment,
    EquipmentReservations,
    EquipmentWaitlist,
    EquipmentCalendarFeeds,
    EquipmentBookingSeries,
    EquipmentBookingSuspensions,
    SafetyTrainings,
    Holidays,
    ReservationSlotLocks,
    Banners,
    Media,
    Files,
    Users,
    Companies,
    CompanyJoinRequests,
    CompanyInvites,
    CompanyLogos,
    FamilyTiers,
    FamilyApplications,
    FamilyMemberships,
    SocialAccounts,
    RefreshTokens,
    Avatars,
    PhoneVerifications,
    PostTypes,
    Inquiries,
    CollaborationRequests,
    PostComments,
    PostFiles,
    EmailVerifications,
    UsedOAuthStates,
    Terms,
    ConsentRecords,
    DestructionRecords,
    TravelCodes,
    Attractions,
    AttractionInterests,
    RecommendedTours,
    Passes,
    PassOptions,
    Coupons,
    MemberCoupons,
    PassOrders,
    Promotions,
    TravelInfos,
    ReservationGoods,
    GoodsReservations,
    GoodsDayCounts,
    AccessLogs,
    AccessLogReviews,
    Notifications,
    NotificationTemplates,
    NotificationDeliveries,
    Technologies,
    TechnologyDocuments,
    TechnologyNdaAgreements,
    TechnologyViews,
    Events,
    EventRegistrations,
    EventSeatLocks,
    Surveys,
    SurveyRespondents,
    SurveyResponses,
  ]
    .map(withQueryInputGuard)
    .map(withMissingFileAnswer)
    .map(withContentVersion)
    .map(withAdminDefaults),
  globals: [
    GreetingPage,
    VisionPage,
    OrgChart,
    ...IntroPages,
    SiteSettings,
    StickyArea,
    RetentionSettings,
    EquipmentRateCard,
    EquipmentBilling,
    EquipmentBookingPolicy,
    TechnologyNda,
  ]
    .map(withGlobalContentVersion)
    .map(withGlobalAdminDefaults),
  editor: lexicalEditor(),
  // /api/v1, domain by domain; the catch-all answers the rest with the envelope's 404.
  endpoints: [
    ...accountEndpoints,
    ...joinEndpoints,
    ...findAccountEndpoints,
    ...snsLoginEndpoints,
    ...searchEndpoints,
    ...contentEndpoints,
    ...seoEndpoints,
    ...termsEndpoints,
    ...boardsEndpoints,
    ...memberBoardsEndpoints,
    ...applicationsEndpoints,
    ...equipmentEndpoints,
    ...familyEndpoints,
    ...myPageEndpoints,
    ...notificationInboxEndpoints,
    ...companiesEndpoints,
    ...privacyEndpoints,
    ...travelEndpoints,
    ...accessLogEndpoints,
    ...notificationStaffEndpoints,
    ...techTransferEndpoints,
    ...statisticsEndpoints,
    ...eventsEndpoints,
    ...surveysEndpoints,
    ...previewEndpoints,
    ...notFoundEndpoints,
  ],
  jobs: {
    ...jobsConfig,
    tasks: [
      ...(jobsConfig.tasks ?? []),
      retentionTask,
      familyExpiryTask,
      equipmentReminderTask,
      equipmentWaitlistTask,
      courseReminderTask,
      surveyOpenedTask,
      seatEventWaitingTask,
      sendNotificationTask,
    ],
  },
  hooks: { afterError: [answerApiErrors] },
  logger: portalLogger(),
  defaultDepth: 0,
  db: databaseAdapter(),
  // Every Payload instance (the server's and the admin's) moves the page cache's number after its commits.
  // Also in the admin's own Payload instance (Next's bundle), which keeps a pool of its own.
  onInit: (payload) => {
    countCommittedChanges(payload)
    outlivePostgresOutages(payload)
  },
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES }, abortOnLimit: true, responseOnLimit: '파일 크기는 20MB 이하만 가능합니다.' },
  sharp,
  plugins: [uploadStorage(s3SettingsFromEnv())],
  email: emailAdapter(),
  // Off: outside NODE_ENV=production every start would spawn `payload generate:types`, a second
  // process that loads the whole config and rewrites this repository's payload-types.ts while the
  // server starts (`npm run generate` does it on purpose).
  typescript: { outputFile: path.join(dirname, 'payload-types.ts'), autoGenerate: false },
  telemetry: false,
}).then(restrictDocumentLocks)
