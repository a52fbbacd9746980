/**
 * The boards members write on and staff answer (docs/decisions.md "Member boards"): Q&A in the
 * information plaza (members only) and the collaboration support board (list open to everyone).
 */
export const memberBoardKeys = ['qna', 'collabo'] as const
export type MemberBoardKey = (typeof memberBoardKeys)[number]

export const answerStates = ['waiting', 'answered'] as const
export type AnswerState = (typeof answerStates)[number]

export const answerStateLabels: Record<AnswerState, string> = { waiting: '미답변', answered: '답변완료' }

/** List search: 전체 (title, content and author), 제목, 내용, 작성자. */
export const memberSearchTypes = ['all', 'title', 'content', 'author'] as const
export type MemberSearchType = (typeof memberSearchTypes)[number]

/** Spec §5 counters: the limits the form counts against and the server enforces. */
export const memberPostLimits = {
  titleMax: 100,
  /** Characters of the body's text, markup not counted. */
  contentMax: 5000,
  commentMax: 1000,
  /** Spec §5: at most 3 images and 3 attachments of 20MB each. */
  imagesMax: 3,
  attachmentsMax: 3,
  fileBytesMax: 20 * 1024 * 1024,
} as const

/** Who staff write as on the member boards: posts and comments by staff carry the office, not a person. */
export const STAFF_AUTHOR = '산학협력단'

/** Shown instead of the title of a secret post to everyone but its author and staff. */
export const SECRET_TITLE = '비밀글입니다'

export const postFileKinds = ['image', 'attachment'] as const
export type PostFileKind = (typeof postFileKinds)[number]

export type PostType = { id: number; label: string }

export type UploadedPostFile = {
  id: number
  kind: PostFileKind
  filename: string
  url: string
  filesize: number
  mimeType: string
}

export type MemberPostSummary = {
  id: number
  board: MemberBoardKey
  typeLabel: string
  /** The title, or SECRET_TITLE when the caller may not open the post. */
  title: string
  secret: boolean
  /** Whether the caller may open it (secret posts: the author and staff only). */
  readable: boolean
  /** A staff notice pinned now: the pin ends after its 고정 종료일 (Korean time). */
  pinned: boolean
  /** The "N" (새 글) mark: written within 사이트 설정's 새 글 표시 기간, in Korean calendar days. */
  isNew: boolean
  /** A staff notice (pinned by staff, whether or not the pin still holds): it takes no answer. */
  staffNotice: boolean
  /** 작성자, masked (김*수) for everyone but the author and staff. */
  author: string
  answerState: AnswerState
  commentCount: number
  viewCount: number
  createdAt: string
  mine: boolean
}

/** Collaboration requests carry who to contact; only the author and staff see it. */
export type CollaborationContact = {
  company: string
  contactName: string
  phone: string
  email: string
}

export type MemberPostDetail = MemberPostSummary & {
  typeId: number | null
  contentHtml: string
  images: UploadedPostFile[]
  attachments: UploadedPostFile[]
  answerHtml: string | null
  answeredAt: string | null
  contact: CollaborationContact | null
  canEdit: boolean
  canDelete: boolean
}

/** What the write form sends (POST /api/v1/inquiry/insertInquiry, /api/v1/member-boards/{board}/posts). */
export type MemberPostInput = {
  typeId: number
  title: string
  /** The editor's HTML; the server sanitises it and keeps it as the admin's rich text. */
  contentHtml: string
  secret: boolean
  imageIds: number[]
  attachmentIds: number[]
  /** Collaboration support only. */
  contact?: CollaborationContact
  privacyConsent?: boolean
}

export type PostComment = {
  id: number
  parentId: number | null
  author: string
  /** Written by staff (shown as the 산학협력단). */
  byStaff: boolean
  body: string
  deleted: boolean
  createdAt: string
  updatedAt: string
  mine: boolean
  canDelete: boolean
}
