import type { Attachment } from './boards'
import type { CourseFamilyBenefit } from './family-benefit'
import type { UploadedPostFile } from './member-boards'

/**
 * The one status model of every programme application (docs/decisions.md "신청 상태"): 접수 → 검토중 →
 * 보완요청 → (the member edits) 재제출 → 승인 | 반려 → 완료; the member may withdraw (취소) before 승인.
 */
export const applicationStates = [
  { label: '접수', value: 'received' },
  { label: '검토중', value: 'review' },
  { label: '보완요청', value: 'revision' },
  { label: '재제출', value: 'resubmitted' },
  { label: '승인', value: 'approved' },
  { label: '반려', value: 'rejected' },
  { label: '완료', value: 'done' },
  { label: '취소', value: 'withdrawn' },
] as const
export type ApplicationState = (typeof applicationStates)[number]['value']

/** 반려 and 취소 end an application without the programme: its place and its one-per-member key go free. */
export const droppedApplicationStates: readonly ApplicationState[] = ['rejected', 'withdrawn']

/** States an application is still going in; 완료 ends it too, but keeps the place it held. */
export const openApplicationStates: readonly ApplicationState[] = applicationStates
  .map((option) => option.value)
  .filter((state) => state !== 'done' && !droppedApplicationStates.includes(state))

/** States staff still have to act on: the staff inbox lists them. */
export const waitingApplicationStates: readonly ApplicationState[] = ['received', 'resubmitted']

/** Spec §4: the my-page state colours blue, skyblue, gray, red and black. */
export const applicationStateColors: Record<ApplicationState, 'blue' | 'skyblue' | 'gray' | 'red' | 'black'> = {
  received: 'skyblue',
  review: 'skyblue',
  revision: 'red',
  resubmitted: 'skyblue',
  approved: 'blue',
  rejected: 'red',
  done: 'black',
  withdrawn: 'gray',
}

/** The programmes members apply to; each is one collection on the shared model. */
export const applicationKinds = ['tech', 'edu', 'assn', 'family', 'transfer'] as const
export type ApplicationKind = (typeof applicationKinds)[number]

/** The collection each programme's applications live in (the admin's state buttons find the kind by it). */
export const applicationCollections = {
  tech: 'advisory-requests',
  edu: 'course-applications',
  assn: 'project-proposals',
  family: 'family-applications',
  transfer: 'transfer-requests',
} as const satisfies Record<ApplicationKind, string>

/** Technical advisory: the fields a company's request is filed under, and the experts by them. */
export const advisoryFields = [
  { label: '기계·소재', value: 'mechanical' },
  { label: '전기·전자', value: 'electronics' },
  { label: '정보통신·SW', value: 'ict' },
  { label: '화학·바이오', value: 'bio' },
  { label: '환경·에너지', value: 'energy' },
  { label: '경영·디자인', value: 'business' },
] as const
export type AdvisoryField = (typeof advisoryFields)[number]['value']

/** Spec §5 counters and upload limits of the advisory request form, enforced by the server too. */
export const advisoryLimits = {
  companyMax: 100,
  contactNameMax: 50,
  titleMax: 100,
  descriptionMax: 3000,
  attachmentsMax: 3,
} as const

export type HistoryEntry = { state: string; stateLabel: string; at: string; reason: string | null }

export type AdvisoryExpert = {
  id: number
  name: string
  department: string
  position: string
  field: AdvisoryField
  fieldLabel: string
  expertise: string
  career: string | null
  photoUrl: string | null
}

export type ApplicationSummary = {
  id: number
  kind: ApplicationKind
  applicationNo: string
  title: string
  state: ApplicationState
  stateLabel: string
  createdAt: string
  updatedAt: string
}

export type ApplicationMoves = {
  /** The member may withdraw it now (취소). */
  canWithdraw: boolean
  /** Staff asked for a revision: the member may edit and resubmit. */
  canResubmit: boolean
}

export type AdvisoryRequestInput = {
  company: string
  contactName: string
  phone: string
  email: string
  field: AdvisoryField
  title: string
  description: string
  preferredExpertId?: number | null
  attachmentIds: number[]
  privacyConsent: boolean
}

export type AdvisoryRequestDetail = ApplicationSummary &
  ApplicationMoves & {
    company: string
    contactName: string
    phone: string
    email: string
    field: AdvisoryField
    fieldLabel: string
    description: string
    preferredExpert: { id: number; name: string; department: string } | null
    attachments: UploadedPostFile[]
    history: HistoryEntry[]
  }

export type ApplicationCreated = { id: number; applicationNo: string }

/** Limits of the course application form, enforced by the server too. */
export const courseApplicationLimits = { nameMax: 50, affiliationMax: 100, motivationMax: 1000 } as const

export type CourseApplicationInput = {
  courseId: number
  contactName: string
  company: string
  phone: string
  email: string
  motivation?: string
  privacyConsent: boolean
}

/** What the member changes when staff ask for a revision (보완하기). */
export type CourseApplicationEdit = Omit<CourseApplicationInput, 'courseId' | 'privacyConsent'>

export type CourseApplicationCreated = ApplicationCreated & { waitlisted: boolean }

/** A row of /myPage/edu: the application with its course's dates and what the member may do now. */
export type CourseApplicationSummary = ApplicationSummary &
  ApplicationMoves & {
    courseId: number
    eduStart: string | null
    eduEnd: string | null
    location: string | null
    /** Still waiting for a seat (대기). */
    waitlisted: boolean
    /** When staff marked it 완료 (수료), which opens the completion certificate. */
    completedAt: string | null
  }

export type CourseApplicationDetail = CourseApplicationSummary & {
  contactName: string
  company: string
  phone: string
  email: string
  motivation: string | null
  /** What the member's company got as a 가족회사 when they applied; null when it got nothing. */
  familyBenefit: CourseFamilyBenefit | null
  history: HistoryEntry[]
}

/** 공동기술개발과제 공고: where a call's window stands today (Seoul days). */
export type ProjectCallState = 'upcoming' | 'open' | 'closed'

export const projectCallStates = [
  { label: '접수예정', value: 'upcoming' },
  { label: '접수중', value: 'open' },
  { label: '마감', value: 'closed' },
] as const satisfies readonly { label: string; value: ProjectCallState }[]

export type ProjectCallSummary = {
  id: number
  title: string
  host: string | null
  summary: string
  budget: string
  projectPeriod: string
  applyStart: string
  applyEnd: string
  state: ProjectCallState
  stateLabel: string
  /** 가족회사 전용: only members of a 가족회사 may propose. */
  familyOnly: boolean
  /** 가족회사 우대: proposals of 가족회사 are flagged and read first. */
  familyPriority: boolean
  /** The "N" (새 글) mark: written within 사이트 설정's 새 글 표시 기간, in Korean calendar days. */
  isNew: boolean
}

/** The caller's own proposal to a call that is still going. */
export type MyProposal = { id: number; applicationNo: string; state: ApplicationState; stateLabel: string }

export type ProjectCallDetail = ProjectCallSummary & {
  eligibility: string
  contentHtml: string
  attachments: Attachment[]
  myProposal: MyProposal | null
}

/** Limits of the proposal form, enforced by the server too. */
export const proposalLimits = { companyMax: 100, contactNameMax: 50, titleMax: 150, summaryMax: 3000, attachmentsMax: 3 } as const

export type ProposalInput = {
  callId: number
  company: string
  contactName: string
  phone: string
  email: string
  title: string
  summary: string
  attachmentIds: number[]
  privacyConsent: boolean
}

export type ProposalDetail = ApplicationSummary &
  ApplicationMoves & {
    callId: number
    callTitle: string
    company: string
    contactName: string
    phone: string
    email: string
    summary: string
    attachments: UploadedPostFile[]
    history: HistoryEntry[]
  }
