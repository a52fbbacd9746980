/**
 * 보유 기간표: every kind of personal data the portal keeps, what it holds, why, and for how long.
 * The one place these are written: the retention settings (their defaults and floors), the retention
 * job (what it destroys when) and the 개인정보처리방침 (/terms, the periods it prints) all read it, so
 * the policy cannot promise what the portal does not do. Why each default and floor: docs/decisions.md
 * "보유 기간과 파기".
 */
export const retentionRules = [
  {
    key: 'applications',
    label: '종료된 산학지원 신청(기술자문·교육·과제 제안)',
    items: '기업·기관명, 담당자 이름, 연락처, 이메일, 신청 내용, 첨부파일',
    purpose: '신청 접수·심사, 처리 결과 안내, 사업 결과 보고와 감사 대응',
    startsAt: '처리 종료(완료·반려·취소) 후',
    defaultDays: 3 * 365,
    floorDays: 365,
    action: '개인정보 항목을 지우고 첨부파일을 삭제',
  },
  {
    key: 'equipmentBookings',
    label: '이용이 끝난 장비 예약',
    items: '신청자 이름, 소속 기관, 연락처, 이메일, 이용 목적',
    purpose: '장비 예약 접수·이용 안내, 공동활용 실적 보고',
    startsAt: '이용일 후',
    defaultDays: 3 * 365,
    floorDays: 365,
    action: '개인정보 항목을 지움',
  },
  {
    key: 'memberPosts',
    label: '답변이 끝난 Q&A·산학협력 요청 글',
    items: '작성자 이름, 글 내용, 담당자 연락처, 첨부파일, 댓글',
    purpose: '문의 답변, 산학협력 상담',
    startsAt: '답변 후',
    defaultDays: 2 * 365,
    floorDays: 365,
    action: '글과 댓글, 첨부파일을 삭제',
  },
  {
    key: 'withdrawnAccounts',
    label: '탈퇴한 회원의 남은 정보',
    items: '아이디, 탈퇴 사유(기타 의견)',
    purpose: '아이디 재사용에 따른 혼동과 부정 이용 방지',
    startsAt: '탈퇴 후',
    defaultDays: 365,
    floorDays: 30,
    action: '아이디를 바꾸고 탈퇴 의견을 지움',
  },
  {
    key: 'accessLogs',
    label: '개인정보 접속기록',
    items: '처리자 계정, 접속 일시, 접속지 주소, 정보주체, 수행 업무',
    purpose: '개인정보 처리 기록의 보관과 점검(개인정보의 안전성 확보조치 기준 제8조)',
    startsAt: '기록 후',
    defaultDays: 2 * 365,
    floorDays: 2 * 365,
    action: '기록을 삭제',
  },
  {
    key: 'mailJobs',
    label: '메일 발송·작업 기록',
    items: '받는 사람 이메일, 메일 제목과 본문',
    purpose: '메일 발송과 발송 실패 확인',
    startsAt: '발송(작업 종료) 후',
    defaultDays: 90,
    floorDays: 30,
    action: '기록을 삭제',
  },
  {
    key: 'unusedUploads',
    label: '글에 쓰이지 않은 첨부파일·프로필 이미지',
    items: '올린 파일',
    purpose: '글·신청서 작성 중의 임시 보관',
    startsAt: '올린 후',
    defaultDays: 1,
    floorDays: 1,
    action: '파일을 삭제',
  },
  {
    key: 'travelOrders',
    label: '여행 상품 구매·예약 기록',
    items: '예약자 이름, 연락처, 이메일, 결제 수단·번호',
    purpose: '구매·예약 처리, 결제와 환불(전자상거래법 제6조)',
    startsAt: '구매·예약 후',
    defaultDays: 5 * 365,
    floorDays: 5 * 365,
    action: '기록을 삭제',
  },
] as const

export type RetentionRule = (typeof retentionRules)[number]
export type RetentionKey = RetentionRule['key']

/** The settings as stored: a number of days per rule, missing until an admin first saves. */
export type StoredRetention = Partial<Record<RetentionKey, number | null>>

/** One rule with the period the portal applies today. */
export type RetentionPeriod = { key: RetentionKey; label: string; items: string; purpose: string; startsAt: string; days: number; floorDays: number }

/** The period in force: the admin's value, never below the floor, else the default. */
export const retentionPeriods = (stored: StoredRetention | null | undefined): RetentionPeriod[] =>
  retentionRules.map(({ key, label, items, purpose, startsAt, defaultDays, floorDays }) => {
    const value = stored?.[key]
    return { key, label, items, purpose, startsAt, floorDays, days: typeof value === 'number' ? Math.max(value, floorDays) : defaultDays }
  })

/** "3년", "6개월", "90일": whole years and months read as such, anything else in days. */
export const formatRetentionDays = (days: number) => {
  if (days >= 365 && days % 365 === 0) return `${days / 365}년`
  if (days >= 30 && days % 30 === 0) return `${days / 30}개월`
  return `${days}일`
}

/** The consents a member gives: the two terms at join (required) and the news mail (optional). */
export const consentKinds = {
  use: '이용약관',
  privacy: '개인정보 수집·이용',
  marketing: '소식 메일 수신',
} as const
export type ConsentKind = keyof typeof consentKinds

/** How a consent came to be recorded. */
export const consentSources = { join: '회원가입', reconsent: '개정 약관 동의', mypage: '마이페이지' } as const
export type ConsentSource = keyof typeof consentSources

/** One entry of a member's consent history (GET /api/v1/mypage/consents). */
export type ConsentEntry = {
  id: number
  kind: ConsentKind
  kindLabel: string
  /** The version of the term agreed to ("제2판"); the news mail has none. */
  termsVersion: string | null
  agreed: boolean
  source: ConsentSource
  sourceLabel: string
  at: string
}

/** Where each term stands for the member: the version in force and the last one they agreed to. */
export type ConsentStatus = {
  kind: ConsentKind
  kindLabel: string
  currentVersion: string | null
  agreedVersion: string | null
  agreed: boolean
  /** A newer version is in force than the one agreed to: the member is asked again. */
  needsConsent: boolean
}

export type ConsentOverview = { status: ConsentStatus[]; history: ConsentEntry[] }

/** The two formats of 내 정보 내려받기. */
export const myDataFormats = ['json', 'html'] as const
export type MyDataFormat = (typeof myDataFormats)[number]
