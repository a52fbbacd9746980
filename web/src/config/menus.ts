/**
 * The portal's menu groups (spec §2): the header navigation, the drawer, the tab navigation and the
 * left menu all read them. `aliases` are the other pages that light up an item (detail pages, the
 * second spelling of a path); matching ignores case, so `/mypage/...` finds `/myPage/...`.
 */
/**
 * A page that lights the item only with these search values: the completion screen is one address
 * for every programme and names its programme in `?kind=`.
 */
type MenuSearchAlias = { path: string; search: Readonly<Record<string, string>> }

type MenuItemShape = {
  menu: string
  link: string
  label: string
  aliases?: readonly (string | MenuSearchAlias)[]
  membersOnly?: boolean
}

type MenuGroupShape = {
  menu: string
  title: string
  description: string
  items: readonly MenuItemShape[]
  membersOnly?: boolean
  /** First path segments besides the group's own that belong to it. */
  segments?: readonly string[]
}

const groups = {
  intro: {
    menu: 'intro',
    title: '산학협력단 소개',
    description: '지역과 함께 성장하는 산학협력의 중심',
    items: [
      { menu: 'greeting', link: '/intro/intro', label: '인사말' },
      { menu: 'vision', link: '/intro/vision', label: '비전 및 목표' },
      { menu: 'chart', link: '/intro/chart', label: '조직도' },
    ],
  },
  cooperation: {
    menu: 'cooperation',
    title: '산학지원',
    description: '교육·장비·자문·공동연구로 기업의 성장을 돕습니다',
    segments: ['easyReservation'],
    items: [
      { menu: 'edu', link: '/cooperation/edu', label: '산업교육', aliases: [{ path: '/cooperation/applyComplete', search: { kind: 'edu' } }] },
      {
        menu: 'equipment',
        link: '/cooperation/equ',
        label: '공동장비 운영',
        aliases: ['/cooperation/equipment', '/easyReservation'],
      },
      {
        menu: 'tech',
        link: '/cooperation/tech',
        label: '기술자문',
        // The completion screen without another programme's `kind` is 기술자문's, as the route reads it.
        aliases: ['/cooperation/advice', '/cooperation/application', '/cooperation/applyComplete'],
      },
      {
        menu: 'assignment',
        link: '/cooperation/assn',
        label: '공동기술개발과제',
        aliases: ['/cooperation/assignment', { path: '/cooperation/applyComplete', search: { kind: 'assn' } }],
      },
      {
        menu: 'collabo',
        link: '/cooperation/collabo',
        label: '공유협업지원',
        aliases: ['/cooperation/collaboDetail', '/cooperation/collaboWrite', '/cooperation/sharing', '/cooperation/sharingDetail'],
      },
      {
        menu: 'techTransfer',
        link: '/cooperation/techTransfer',
        label: '보유기술·기술이전',
        aliases: ['/cooperation/techTransferDetail', '/cooperation/techTransferApply', { path: '/cooperation/applyComplete', search: { kind: 'transfer' } }],
      },
      { menu: 'events', link: '/cooperation/events', label: '행사·세미나', aliases: ['/cooperation/eventDetail', '/cooperation/eventApply'] },
      { menu: 'family', link: '/cooperation/family', label: '가족회사' },
    ],
  },
  studentSupport: {
    menu: 'studentSupport',
    title: 'ESG·평생교육',
    description: '지속가능한 지역사회와 평생학습을 함께 만듭니다',
    items: [
      { menu: 'future', link: '/studentSupport/future', label: 'ESG 소개' },
      {
        menu: 'training',
        link: '/studentSupport/training',
        label: 'ESG 소식·자료',
        aliases: ['/studentSupport/trainingDetail'],
      },
      {
        menu: 'job',
        link: '/studentSupport/job',
        label: '평생교육 소개',
        aliases: ['/studentSupport/jobTraining', '/studentSupport/shopTraining', '/studentSupport/spotTraining'],
      },
      {
        menu: 'founded',
        link: '/studentSupport/founded',
        label: '평생교육 소식·자료',
        aliases: ['/studentSupport/foundedDetail'],
      },
    ],
  },
  corporateCenter: {
    menu: 'corporateCenter',
    title: '기업지역센터',
    description: '기업과 지역이 함께하는 협력 거점',
    items: [
      { menu: 'intro', link: '/corporateCenter/intro', label: '센터 소개' },
      {
        menu: 'activity',
        link: '/corporateCenter/activity',
        label: '지역협력 활동',
        aliases: ['/corporateCenter/activityDetail'],
      },
    ],
  },
  infoPlaza: {
    menu: 'infoPlaza',
    title: '정보광장',
    description: '산학협력단의 소식과 자료를 전해 드립니다',
    items: [
      {
        menu: 'notice',
        link: '/infoPlaza/notice',
        label: '공지사항',
        aliases: ['/infoPlaza/noticeDetail', '/infoPlaza/notice_detail'],
      },
      { menu: 'news', link: '/infoPlaza/news', label: '뉴스', aliases: ['/infoPlaza/newsDetail', '/infoPlaza/news_detail'] },
      { menu: 'faq', link: '/infoPlaza/faq', label: 'FAQ', aliases: ['/infoPlaza/faqDetail', '/infoPlaza/faq_detail'] },
      {
        menu: 'reference',
        link: '/infoPlaza/reference',
        label: '자료실',
        aliases: ['/infoPlaza/referenceDetail', '/infoPlaza/reference_detail'],
      },
      {
        menu: 'qna',
        link: '/infoPlaza/qna',
        label: 'Q&A',
        aliases: ['/infoPlaza/qnaDetail', '/infoPlaza/qna_detail'],
        membersOnly: true,
      },
    ],
  },
  mypage: {
    menu: 'mypage',
    title: '마이페이지',
    description: '신청 현황과 회원 정보를 확인합니다',
    membersOnly: true,
    items: [
      { menu: 'edu', link: '/myPage/edu', label: '산업교육 신청현황', aliases: ['/myPage/eduCertificate'] },
      { menu: 'equ', link: '/myPage/equ', label: '장비 신청현황' },
      { menu: 'tech', link: '/myPage/tech', label: '기술자문 신청현황' },
      { menu: 'assn', link: '/myPage/assn', label: '공동기술개발 현황' },
      { menu: 'transfer', link: '/myPage/transfer', label: '기술상담 신청현황' },
      { menu: 'events', link: '/myPage/events', label: '행사 신청현황', aliases: ['/myPage/eventTicket', '/myPage/eventCertificate'] },
      { menu: 'match', link: '/myPage/match', label: '맞춤 기술·전문가' },
      { menu: 'collabo', link: '/myPage/collabo', label: '공유협업 신청현황', aliases: ['/myPage/collaboDetail'] },
      {
        menu: 'qna',
        link: '/myPage/myQna',
        label: '나의 Q&A',
        aliases: ['/myPage/qna', '/myPage/qnaDetail', '/myPage/myQnaDetail', '/myPage/qnaWrite'],
      },
      { menu: 'surveys', link: '/myPage/surveys', label: '설문 조사', aliases: ['/myPage/survey'] },
      { menu: 'notifications', link: '/myPage/notifications', label: '알림', aliases: ['/myPage/notifications/settings'] },
      { menu: 'company', link: '/myPage/company', label: '기업 정보', aliases: ['/myPage/company/invite'] },
      { menu: 'info', link: '/myPage/info', label: '회원정보', aliases: ['/myPage/InfoDetail', '/myPage/myInfo', '/myPage/changePassword'] },
      { menu: 'secession', link: '/myPage/secession', label: '회원탈퇴' },
    ],
  },
} as const satisfies Record<string, MenuGroupShape>

export type MenuGroupKey = keyof typeof groups
export type MenuGroup = (typeof groups)[MenuGroupKey]
export type MenuItem = MenuGroup['items'][number]
export type MenuLink = MenuItem['link']

export const menuGroups: { readonly [K in MenuGroupKey]: (typeof groups)[K] } = groups

/** The header's top sections, in display order (the member area is reached from the utility links). */
export const topSections = [
  menuGroups.intro,
  menuGroups.cooperation,
  menuGroups.studentSupport,
  menuGroups.corporateCenter,
  menuGroups.infoPlaza,
] as const satisfies readonly MenuGroup[]

export type { MenuGroupShape, MenuItemShape, MenuSearchAlias }
