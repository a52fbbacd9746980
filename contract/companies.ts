import type { AdvisoryField, ApplicationKind, ApplicationMoves, ApplicationState, ApplicationSummary, HistoryEntry } from './applications'
import type { UploadedPostFile } from './member-boards'

/**
 * Companies (기업) and the family-company membership (가족회사): the shapes both sides share
 * (docs/api.md "기업·가족회사"). A member belongs to at most one company, as its 관리자 or 구성원.
 */

export const companySizes = [
  { label: '대기업', value: 'large' },
  { label: '중견기업', value: 'midsize' },
  { label: '중소기업', value: 'small' },
  { label: '스타트업', value: 'startup' },
] as const
export type CompanySize = (typeof companySizes)[number]['value']

export const companyRoles = [
  { label: '관리자', value: 'manager' },
  { label: '구성원', value: 'member' },
] as const
export type CompanyRole = (typeof companyRoles)[number]['value']

/** What each field of a company is called, on the portal's forms and in the admin alike. */
export const companyFieldLabels = {
  name: '상호',
  businessNumber: '사업자등록번호',
  ceo: '대표자',
  industry: '업종',
  businessType: '업태',
  address: '주소',
  phone: '대표 전화',
  homepage: '홈페이지',
  size: '기업 규모',
  foundedOn: '설립일',
  introduction: '기업 소개',
} as const

/** Field lengths the join form, the admin and the server all hold. */
export const companyLimits = {
  nameMax: 100,
  ceoMax: 50,
  industryMax: 100,
  addressMax: 200,
  phoneMax: 20,
  homepageMax: 200,
  introductionMax: 1000,
  inviteHours: 72,
  /** A logo is shown small; 2MB is plenty and keeps the public directory light. */
  logoMaxBytes: 2 * 1024 * 1024,
} as const

/** Digits only: `123-45-67890` and `1234567890` are the same number. */
export const normalizeBusinessNumber = (input: string) => input.replace(/[\s-]/g, '')

/**
 * The letter a company without a logo shows in its place: the first of its name past the legal form
 * ("(주)한빛정밀" → "한", "주식회사 다온" → "다"), not the bracket.
 */
export const companyInitial = (name: string) => {
  const bare = name.replace(/^\s*(\((주|유|사|재|합)\)|㈜|주식회사|유한회사)\s*/, '')
  return (bare.match(/[\p{L}\p{N}]/u) ?? [name.trim().charAt(0)])[0]
}

/** `1234567890` → `123-45-67890`, as a 사업자등록증 prints it. */
export const formatBusinessNumber = (digits: string) => (/^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : digits)

/**
 * The national check digit of a 사업자등록번호: weights 1,3,7,1,3,7,1,3,5 over the first nine
 * digits, plus the tens of the ninth digit × 5; the tenth digit makes the sum a multiple of ten.
 */
export const isValidBusinessNumber = (input: string) => {
  const digits = normalizeBusinessNumber(input)
  if (!/^\d{10}$/.test(digits)) return false
  const d = [...digits].map(Number)
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5]
  const sum = weights.reduce((total, weight, index) => total + d[index]! * weight, 0) + Math.floor((d[8]! * 5) / 10)
  return (10 - (sum % 10)) % 10 === d[9]
}

/** The one digit that completes nine digits into a valid 사업자등록번호 (seed data and tests make numbers with it). */
export const checkDigitFor = (nine: string) => [...'0123456789'].find((digit) => isValidBusinessNumber(`${nine}${digit}`))

/**
 * What each member class may apply for (docs/decisions.md "회원 유형별 신청 범위"). The server
 * refuses the rest with a message that says how to get access; the join screen lists it.
 */
export type ServiceKey = ApplicationKind | 'equipment' | 'family'
export type MemberClassValue = 'student' | 'faculty' | 'company' | 'general'

/**
 * Who may file what: `company` needs class 기업회원 and a company, `manager` its 관리자 as well,
 * `everyone` any signed-in member. One table, so the server's check and the screens that explain it agree.
 */
export type ServiceAudience = 'everyone' | 'company' | 'manager'
export const serviceAudiences: Record<ServiceKey, ServiceAudience> = {
  tech: 'company',
  assn: 'company',
  edu: 'everyone',
  equipment: 'everyone',
  family: 'manager',
  transfer: 'company',
}

/** The member-class change my-page offers (`PATCH /api/v1/mypage/member-class`). */
export type MemberClassChange = { memberClass: MemberClassValue }

/** The member's company as the my-page summary carries it. */
export type MemberCompany = { id: number; name: string; role: CompanyRole; roleLabel: string }

export const serviceLabels: Record<ServiceKey, string> = {
  tech: '기술자문',
  assn: '공동기술개발과제',
  edu: '산업교육',
  equipment: '공동장비 예약',
  family: '가족회사 가입',
  transfer: '기술상담',
}

const servicesOf = (memberClass: MemberClassValue) =>
  (Object.keys(serviceLabels) as ServiceKey[]).filter((service) => serviceAudiences[service] === 'everyone' || memberClass === 'company')

/** The services each class may apply for, in the order the join screen and my-page list them (from serviceAudiences). */
export const memberClassServices: Record<MemberClassValue, readonly ServiceKey[]> = {
  student: servicesOf('student'),
  faculty: servicesOf('faculty'),
  company: servicesOf('company'),
  general: servicesOf('general'),
}

/** What a class needs besides itself before some of its services open (shown under the class). */
export const memberClassConditions: Partial<Record<MemberClassValue, string>> = {
  company: '기술자문, 공동기술개발과제와 기술상담은 소속 기업을 등록하거나 기업에 합류한 뒤 신청할 수 있고, 가족회사 가입은 기업의 관리자가 신청합니다.',
}

export type CompanyProfile = {
  id: number
  name: string
  businessNumber: string
  /** A new number the 관리자 asked for; staff confirm it before it replaces the old one. */
  pendingBusinessNumber: string | null
  ceo: string
  industry: string | null
  businessType: string | null
  address: string | null
  phone: string | null
  homepage: string | null
  size: CompanySize
  sizeLabel: string
  foundedOn: string | null
  logoUrl: string | null
  introduction: string | null
}

export type CompanyInput = {
  name: string
  businessNumber: string
  ceo: string
  industry?: string | null
  businessType?: string | null
  address?: string | null
  phone?: string | null
  homepage?: string | null
  size: CompanySize
  foundedOn?: string | null
  logoId?: number | null
  introduction?: string | null
}

export type CompanyMemberRow = {
  userId: number
  /** Masked for anyone but the company's 관리자 and the member themself (홍*동). */
  name: string
  email: string | null
  role: CompanyRole
  roleLabel: string
  joinedAt: string
  isMe: boolean
}

export const companyJoinRequestStates = [
  { label: '대기', value: 'pending' },
  { label: '승인', value: 'approved' },
  { label: '거절', value: 'refused' },
  { label: '취소', value: 'cancelled' },
] as const
export type CompanyJoinRequestState = (typeof companyJoinRequestStates)[number]['value']
export type CompanyJoinRequestRow = { id: number; userName: string; email: string | null; state: CompanyJoinRequestState; requestedAt: string }

export const companyInviteStates = [
  { label: '대기', value: 'pending' },
  { label: '수락', value: 'accepted' },
  { label: '취소', value: 'cancelled' },
  { label: '만료', value: 'expired' },
] as const
export type CompanyInviteState = (typeof companyInviteStates)[number]['value']
export type CompanyInviteRow = { id: number; email: string; state: CompanyInviteState; invitedAt: string; expiresAt: string }

/** One application, booking or proposal a member of the company filed on its behalf. */
export type CompanyActivityRow = {
  type: ApplicationKind | 'equipment' | 'family'
  typeLabel: string
  id: number
  number: string
  title: string
  state: string
  stateLabel: string
  filedBy: string
  filedAt: string
}

export type FamilyMembershipSummary = {
  tierId: number
  tierName: string
  startDate: string
  endDate: string
  agreementNo: string
  /** `active` until the end date has passed; the expiry job sets `expired`. */
  state: 'active' | 'expired'
  daysLeft: number
}

/** `GET /api/v1/companies/mine`: the signed-in member's company page (/myPage/company). */
export type MyCompanyData = {
  /** Null when the member belongs to no company (the page offers to register or join one). */
  company: CompanyProfile | null
  role: CompanyRole | null
  members: CompanyMemberRow[]
  /** Only the 관리자 sees requests and invites; others get empty lists. */
  joinRequests: CompanyJoinRequestRow[]
  invites: CompanyInviteRow[]
  /** The member's own open request to join a company, when they have no company yet. */
  myJoinRequest: { id: number; companyName: string; state: CompanyJoinRequestState; requestedAt: string } | null
  activity: { rows: CompanyActivityRow[]; othersCount: number }
}

/** `GET /api/v1/companies/invites/{token}`: what an invite link shows before it is accepted (guests too). */
export type CompanyInviteView = {
  companyName: string
  /** The invited address, masked (ho***@example.com). */
  email: string
  state: CompanyInviteState
  expiresAt: string
}

/** `GET /api/v1/companies/lookup?businessNumber=`: the company a member asks to join. */
export type CompanyLookup = { id: number; name: string; ceo: string }

export type FamilyTier = {
  id: number
  name: string
  yearlyFee: number
  periodMonths: number
  /** Percent off shared-equipment fees (0–100). */
  equipmentDiscountPercent: number
  /** Course fees waived for members of a company in this tier. */
  courseFeeWaived: boolean
  benefits: string
}

export type FamilyApplicationInput = {
  tierId: number
  contactName: string
  contactPhone: string
  contactEmail: string
  cooperationFields: AdvisoryField[]
  listingConsent: boolean
  certificateId: number
  privacyConsent: boolean
}

/** Limits of the 가족회사 application form, enforced by the server too. */
export const familyApplicationLimits = { contactNameMax: 50 } as const

/** `GET /api/v1/applications/family/{id}`: the application with its timeline, for its filer and staff. */
export type FamilyApplicationDetail = ApplicationSummary &
  ApplicationMoves & {
    companyId: number
    companyName: string
    tierId: number
    tierName: string
    contactName: string
    contactPhone: string
    contactEmail: string
    cooperationFields: { value: AdvisoryField; label: string }[]
    listingConsent: boolean
    certificate: UploadedPostFile | null
    /** The membership 승인 made, once approved. */
    membership: FamilyMembershipSummary | null
    history: HistoryEntry[]
  }

/** A row of the public directory /cooperation/family. */
export type FamilyCompanyCard = {
  id: number
  name: string
  industry: string | null
  introduction: string | null
  logoUrl: string | null
  homepage: string | null
  tierName: string
  cooperationFields: { value: AdvisoryField; label: string }[]
}

export type { FamilyBenefitRecord } from './family-benefit'

/** `GET /api/v1/family/membership`: the company's 가족회사 state on /myPage/company. */
export type FamilyMembershipView = {
  membership: FamilyMembershipSummary | null
  /** The company's latest 가족회사 application (any state), for its timeline link. */
  application: { id: number; applicationNo: string; state: ApplicationState; stateLabel: string } | null
  /** Whether the caller (the company's 관리자) may apply now: none open, and no membership or one ending within 60 days. */
  canApply: boolean
  /** Why not, in Korean, when canApply is false. */
  refusal: string | null
  tiers: FamilyTier[]
}
