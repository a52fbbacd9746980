import path from 'node:path'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { ko } from '@payloadcms/translations/languages/ko'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { restrictDocumentLocks } from './access/restrict-document-locks'
import { AdvisoryExperts } from './collections/AdvisoryExperts'
import { AdvisoryRequests } from './collections/AdvisoryRequests'
import { Avatars } from './collections/Avatars'
import { CollaborationRequests } from './collections/CollaborationRequests'
import { Inquiries } from './collections/Inquiries'
import { PostComments } from './collections/PostComments'
import { PostFiles } from './collections/PostFiles'
import { PostTypes } from './collections/PostTypes'
import { Banners } from './collections/Banners'
import { CourseApplications } from './collections/CourseApplications'
import { Courses } from './collections/Courses'
import { CourseSeatLocks } from './collections/CourseSeatLocks'
import { ProjectCalls } from './collections/ProjectCalls'
import { withAdminDefaults, withGlobalAdminDefaults } from './admin/admin-defaults'
import { adminWording, koreanWording } from './admin/korean-wording'
import { ProjectProposals } from './collections/ProjectProposals'
import { EmailVerifications } from './collections/EmailVerifications'
import { Equipment } from './collections/Equipment'
import { EquipmentReservations } from './collections/EquipmentReservations'
import { Faqs } from './collections/Faqs'
import { Files } from './collections/Files'
import { Holidays } from './collections/Holidays'
import { Media } from './collections/Media'
import { News } from './collections/News'
import { Notices } from './collections/Notices'
import { References } from './collections/References'
import { SharingPrograms } from './collections/SharingPrograms'
import { Terms } from './collections/Terms'
import { TravelCodes } from './collections/TravelCodes'
import { Attractions } from './collections/Attractions'
import { AttractionInterests } from './collections/AttractionInterests'
import { RecommendedTours } from './collections/RecommendedTours'
import { Passes } from './collections/Passes'
import { PassOptions } from './collections/PassOptions'
import { Coupons } from './collections/Coupons'
import { MemberCoupons } from './collections/MemberCoupons'
import { PassOrders } from './collections/PassOrders'
import { Promotions } from './collections/Promotions'
import { TravelInfos } from './collections/TravelInfos'
import { StickyArea } from './globals/StickyArea'
import { ReservationGoods } from './collections/ReservationGoods'
import { GoodsDayCounts } from './collections/GoodsDayCounts'
import { GoodsReservations } from './collections/GoodsReservations'
import { GreetingPage } from './globals/GreetingPage'
import { IntroPages } from './globals/IntroPages'
import { OrgChart } from './globals/OrgChart'
import { SiteSettings } from './globals/SiteSettings'
import { VisionPage } from './globals/VisionPage'
import { CenterActivities } from './collections/CenterActivities'
import { EsgPosts } from './collections/EsgPosts'
import { LifelongPosts } from './collections/LifelongPosts'
import { RefreshTokens } from './collections/RefreshTokens'
import { ReservationSlotLocks } from './collections/ReservationSlotLocks'
import { SafetyTrainings } from './collections/SafetyTrainings'
import { SocialAccounts } from './collections/SocialAccounts'
import { UsedOAuthStates } from './collections/UsedOAuthStates'
import { Users } from './collections/Users'
import { v1Endpoints } from './endpoints/v1'
import { answerApiErrors } from './hooks/answer-api-errors'
import { withQueryInputGuard } from './hooks/guard-query-input'
import { jobsConfig } from './jobs/jobs-config'
import { rootDir } from './lib/paths'
import { emailAdapter } from './mail/smtp-settings'
import { resolvePayloadSecret } from './lib/secret'
import { adminDateTimeFormat } from '../contract/date-format'
import { site } from '../contract/site'
import { MAX_UPLOAD_BYTES } from './lib/upload-rules'
import { databaseAdapter } from './lib/database-adapter'
import { s3SettingsFromEnv, uploadStorage } from './lib/upload-storage'

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
      providers: ['/admin/accessibility/korean-accessible-names#KoreanAccessibleNames'],
      graphics: { Logo: '/admin/brand/admin-logo#AdminLogo', Icon: '/admin/brand/admin-icon#AdminIcon' },
      afterNavLinks: ['/admin/equipment/day-view-nav-link#DayViewNavLink'],
      beforeDashboard: ['/admin/staff-inbox/staff-inbox#StaffInbox', '/admin/collection-counts/collection-counts#CollectionCounts'],
      views: {
        equipmentDay: { Component: '/admin/equipment/equipment-day-view#EquipmentDayView', path: '/equipment-day', meta: { title: '일자별 장비 예약 현황' } },
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
    Equipment,
    EquipmentReservations,
    SafetyTrainings,
    Holidays,
    ReservationSlotLocks,
    Banners,
    Media,
    Files,
    Users,
    SocialAccounts,
    RefreshTokens,
    Avatars,
    PostTypes,
    Inquiries,
    CollaborationRequests,
    PostComments,
    PostFiles,
    EmailVerifications,
    UsedOAuthStates,
    Terms,
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
  ]
    .map(withQueryInputGuard)
    .map(withAdminDefaults),
  globals: [GreetingPage, VisionPage, OrgChart, ...IntroPages, SiteSettings, StickyArea].map(withGlobalAdminDefaults),
  editor: lexicalEditor(),
  endpoints: v1Endpoints,
  jobs: jobsConfig,
  hooks: { afterError: [answerApiErrors] },
  defaultDepth: 0,
  db: databaseAdapter(),
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
