/** Every route of spec §2, in the spellings the spec uses (both detail spellings, both my-page cases). */
const publicRoutes = [
  '/',
  '/intro',
  '/intro/intro',
  '/intro/vision',
  '/intro/chart',
  '/cooperation',
  '/cooperation/edu',
  '/cooperation/equ',
  '/cooperation/equipment',
  '/cooperation/tech',
  '/cooperation/assn',
  '/cooperation/assignment',
  '/cooperation/collabo',
  '/cooperation/advice',
  '/cooperation/sharing',
  // Issue 30: the public 가족회사 directory.
  '/cooperation/family',
  // Issue 33: the technology catalogue.
  '/cooperation/techTransfer',
  // Issue 34: 행사·세미나.
  '/cooperation/events',
  '/corporateCenter',
  '/corporateCenter/intro',
  '/corporateCenter/activity',
  '/studentSupport',
  '/studentSupport/future',
  '/studentSupport/training',
  '/studentSupport/job',
  '/studentSupport/founded',
  '/studentSupport/jobTraining',
  '/studentSupport/shopTraining',
  '/studentSupport/spotTraining',
  '/easyReservation',
  '/infoPlaza',
  '/infoPlaza/notice',
  '/infoPlaza/news',
  '/infoPlaza/faq',
  '/infoPlaza/reference',
  '/search?search=교육',
  '/terms',
  '/load',
  '/test',
  '/test2',
  '/login',
  '/login/changePw',
  '/login/changePwComplete',
  '/login/findId01',
  '/login/findId02-1',
  '/login/findId02-2',
  '/login/findPw01',
  '/login/findPw02-1',
  '/login/findPw02-2',
  '/login/snsFail',
  '/login/snsKakao',
  '/login/snsSuccess',
  '/join',
  '/join/memberClass',
  '/join/emailAuth',
  '/join/codeAuth',
  '/join/userInfo',
  '/join/complete',
]

/** Detail routes take the post id as `?id=`; the tests fill in a real id per board. */
export const detailRoutes = {
  notice: ['/infoPlaza/noticeDetail', '/infoPlaza/notice_detail'],
  news: ['/infoPlaza/newsDetail', '/infoPlaza/news_detail'],
  faq: ['/infoPlaza/faqDetail', '/infoPlaza/faq_detail'],
  reference: ['/infoPlaza/referenceDetail', '/infoPlaza/reference_detail'],
  sharing: ['/cooperation/sharingDetail'],
  training: ['/studentSupport/trainingDetail'],
  founded: ['/studentSupport/foundedDetail'],
  activity: ['/corporateCenter/activityDetail'],
} as const

const myPagePaths = [
  '',
  '/edu',
  '/equ',
  '/tech',
  '/assn',
  '/collabo',
  '/qna',
  '/myQna',
  '/qnaDetail',
  '/myQnaDetail',
  '/qnaWrite',
  '/info',
  '/InfoDetail',
  '/myInfo',
  '/secession',
  // Issue 30: the member's company.
  '/company',
  // Issue 32: the member's notifications and their channels.
  '/notifications',
  '/notifications/settings',
  // Issue 34: the member's satisfaction surveys.
  '/surveys',
  '/survey',
  // Issue 33: the 기술상담 신청 and the matching.
  '/transfer',
  '/match',
  // Issue 34: the member's event registrations, tickets and certificates.
  '/events',
  '/eventTicket',
  '/eventCertificate',
  // Issue 36: 비밀번호 변경, moved from /InfoDetail (now the profile detail).
  '/changePassword',
]

/** Members only: a guest opening any of these lands on /login. */
export const memberRoutes = [
  ...myPagePaths.map((path) => `/myPage${path}`),
  ...myPagePaths.map((path) => `/mypage${path}`),
  '/infoPlaza/qna',
  '/infoPlaza/qnaDetail',
  '/infoPlaza/qna_detail',
  '/cooperation/collaboWrite',
  '/myPage/collaboDetail',
  '/cooperation/application',
  '/cooperation/applyComplete',
  '/cooperation/techTransferApply',
  '/cooperation/eventApply',
  '/staff/checkIn',
]

export { publicRoutes }
