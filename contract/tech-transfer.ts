import type { AdvisoryField, ApplicationMoves, ApplicationSummary, HistoryEntry } from './applications'
import type { Attachment } from './boards'
import type { UploadedPostFile } from './member-boards'

/**
 * 보유기술 · 기술이전 (issue 33): the university's technologies as a public catalogue, the 기술상담
 * 신청 about one of them on the shared status model, and the matching of companies with technologies
 * and experts. Routes: /cooperation/techTransfer (list), /cooperation/techTransferDetail?id= (one
 * technology), /cooperation/techTransferApply?id= (the request form), /myPage/transfer (the member's
 * requests), /myPage/match (우리 회사에 맞는 기술·전문가).
 */

/** 기술 분야: the six advisory fields, each with its sub-fields (the catalogue's second filter level). */
export const techSubFields = {
  mechanical: [
    { label: '기계설계·가공', value: 'machining' },
    { label: '신소재', value: 'materials' },
    { label: '로봇·자동화', value: 'robotics' },
  ],
  electronics: [
    { label: '반도체·디스플레이', value: 'semiconductor' },
    { label: '전력·전기기기', value: 'power' },
    { label: '센서·계측', value: 'sensors' },
  ],
  ict: [
    { label: '인공지능·데이터', value: 'ai' },
    { label: '소프트웨어·플랫폼', value: 'software' },
    { label: '통신·네트워크', value: 'network' },
  ],
  bio: [
    { label: '의약·헬스케어', value: 'health' },
    { label: '식품·농생명', value: 'food' },
    { label: '화학공정', value: 'chemistry' },
  ],
  energy: [
    { label: '이차전지·수소', value: 'battery' },
    { label: '신재생에너지', value: 'renewable' },
    { label: '환경·자원순환', value: 'environment' },
  ],
  business: [
    { label: '경영·마케팅', value: 'management' },
    { label: '디자인·콘텐츠', value: 'design' },
  ],
} as const satisfies Record<AdvisoryField, readonly { label: string; value: string }[]>
export type TechSubField = (typeof techSubFields)[AdvisoryField][number]['value']

/** 권리 상태 of a technology's patents, as the catalogue filters them. */
export const patentStatuses = [
  { label: '출원', value: 'applied' },
  { label: '등록', value: 'registered' },
  { label: 'PCT', value: 'pct' },
] as const
export type PatentStatus = (typeof patentStatuses)[number]['value']

/** 이전 형태. */
export const transferTypes = [
  { label: '통상실시', value: 'nonExclusive' },
  { label: '전용실시', value: 'exclusive' },
  { label: '양도', value: 'assignment' },
  { label: '노하우', value: 'knowHow' },
] as const
export type TransferType = (typeof transferTypes)[number]['value']

/** 이전 가능 (available) or 이전 완료 (already licensed: still shown, not offered). */
export const technologyAvailabilities = [
  { label: '이전 가능', value: 'available' },
  { label: '이전 완료', value: 'licensed' },
] as const
export type TechnologyAvailability = (typeof technologyAvailabilities)[number]['value']

/** 기술성숙도 (TRL) 1–9. */
export const TRL_MIN = 1
export const TRL_MAX = 9

export const technologySorts = [
  { label: '최신순', value: 'newest' },
  { label: '인기순', value: 'popular' },
] as const
export type TechnologySort = (typeof technologySorts)[number]['value']

/**
 * `GET /api/v1/tech-transfer/technologies` query (all optional; several values of one filter are
 * comma-separated and match any of them): searchKeyword (title, summary, keywords, inventors),
 * field, subField, patentStatus, transferType, availability, trlMin, trlMax, sort, pageIndex, pageSize
 * (12 by default, at most 48). A bad value is a 400 with a Korean message.
 */
export type TechnologyQuery = {
  searchKeyword?: string
  field?: string
  subField?: string
  patentStatus?: string
  transferType?: string
  availability?: string
  trlMin?: number
  trlMax?: number
  sort?: TechnologySort
  pageIndex?: number
  pageSize?: number
}

export type TechnologyInventor = {
  name: string
  department: string | null
  /** The advisory expert this inventor is, when they are one (links to /cooperation/advice). */
  expertId: number | null
}

export type TechnologyPatent = {
  number: string
  country: string
  status: PatentStatus
  statusLabel: string
  appliedAt: string | null
  registeredAt: string | null
}

/** A card or row of the catalogue. */
export type TechnologySummary = {
  id: number
  title: string
  summary: string
  field: AdvisoryField
  fieldLabel: string
  subField: TechSubField | null
  subFieldLabel: string | null
  trl: number
  transferTypes: TransferType[]
  transferTypeLabels: string[]
  availability: TechnologyAvailability
  availabilityLabel: string
  /** The strongest status over its patents (등록 > PCT > 출원); null without patents (노하우). */
  patentStatus: PatentStatus | null
  patentStatusLabel: string | null
  keywords: string[]
  inventorNames: string[]
  thumbnailUrl: string | null
  views: number
  inquiries: number
  publishedAt: string
}

/** The NDA clause a member agrees to before the detailed document opens. */
export type TechnologyNda = {
  /** The clause's current version (staff edit it in the admin; a new version asks again). */
  version: string
  text: string
}

/** What the caller may do about the detailed document. */
export type DetailDocumentAccess =
  /** Not signed in. */
  | 'signIn'
  /** Signed in, but not a 기업회원 (no company). */
  | 'companyOnly'
  /** A 기업회원 who has not agreed to the current NDA version for this technology. */
  | 'agree'
  /** Agreed: `detailDocument.url` downloads it. */
  | 'open'
  /** The technology has no detailed document. */
  | 'none'

export type TechnologyDetail = TechnologySummary & {
  overviewHtml: string
  applications: string
  effects: string
  terms: string | null
  patents: TechnologyPatent[]
  inventors: TechnologyInventor[]
  /** The public summary (PDF), for anyone. */
  summaryDocument: Attachment | null
  detailDocument: { access: DetailDocumentAccess; name: string | null; url: string | null }
  nda: TechnologyNda
  related: TechnologySummary[]
  /** The caller's own 기술상담 신청 about it that is still going, so the page shows it instead of a second form. */
  myRequest: { id: number; applicationNo: string; state: string; stateLabel: string } | null
}

/** `POST /api/v1/tech-transfer/technologies/:id/nda` body; the answer is the detail's new `detailDocument`. */
export type NdaAgreement = { version: string; agree: true }

/** Limits of the 기술상담 신청 form, enforced by the server too. */
export const transferRequestLimits = { companyMax: 100, contactNameMax: 50, purposeMax: 3000, attachmentsMax: 3 } as const

/** `POST /api/v1/applications/transfer` (a new application kind 'transfer', number prefix TT). */
export type TransferRequestInput = {
  technologyId: number
  /** What the company wants to do with the technology. */
  purpose: string
  preferredTransferType: TransferType
  company: string
  contactName: string
  phone: string
  email: string
  attachmentIds: number[]
  privacyConsent: boolean
}

/** What the member changes when staff ask for a revision. */
export type TransferRequestEdit = Omit<TransferRequestInput, 'technologyId' | 'privacyConsent'>

/** Staff's record on 완료: a contract, or an end without one. */
export const transferOutcomes = [
  { label: '계약 체결', value: 'contract' },
  { label: '종료', value: 'closed' },
] as const
export type TransferOutcome = (typeof transferOutcomes)[number]['value']

export type TransferRequestSummary = ApplicationSummary &
  ApplicationMoves & {
    technologyId: number
    technologyTitle: string
  }

/** The member's view: never the contract amount (staff-only), only that it ended in a contract or not. */
export type TransferRequestDetail = TransferRequestSummary & {
  purpose: string
  preferredTransferType: TransferType
  preferredTransferTypeLabel: string
  company: string
  contactName: string
  phone: string
  email: string
  attachments: UploadedPostFile[]
  outcome: TransferOutcome | null
  outcomeLabel: string | null
  history: HistoryEntry[]
}

/** One ranked suggestion of /myPage/match, with the reason it was suggested. */
export type TechnologyMatch = { technology: TechnologySummary; score: number; reason: string }
export type ExpertMatch = {
  expert: { id: number; name: string; department: string; position: string; fieldLabel: string; expertise: string }
  score: number
  reason: string
}

/** `GET /api/v1/tech-transfer/matches`: for the member's company, or the member alone without one. */
export type MatchResult = {
  /** Whose profile it was matched against: the company's name, or null for a member without one. */
  companyName: string | null
  /** The fields and keywords the score used, so the page can say what to fill in for better matches. */
  basis: { fields: string[]; keywords: string[] }
  technologies: TechnologyMatch[]
  experts: ExpertMatch[]
}

/**
 * `GET /api/v1/tech-transfer/technologies/:id/interest` (staff): the companies to reach out to about
 * one technology — those whose members viewed it, asked about it, or whose profile matches it —
 * with the contact staff call. Members without a company appear under their own name.
 */
export type TechnologyInterest = {
  companyId: number | null
  companyName: string
  contactName: string
  phone: string | null
  email: string | null
  /** Page views by the company's members (counted once per member and day), and the last one. */
  views: number
  lastViewedAt: string | null
  /** Its latest 기술상담 신청 about the technology. */
  request: { id: number; applicationNo: string; stateLabel: string } | null
  match: { score: number; reason: string } | null
}

/**
 * `POST /api/v1/tech-transfer/import` (staff; multipart `file`, a UTF-8 CSV): every row becomes a
 * draft, or none does. On errors the answer is a 400 whose data lists them, one per problem, each
 * naming its row ("3행: TRL은 1~9 사이 숫자여야 합니다"). Columns: docs/tech-transfer-import.md.
 */
export type TechnologyImportResult = { imported: number; errors: string[] }
