import type { Period } from './period'

/**
 * The staff-published boards: the information plaza's, 공유협업 프로그램 under 산학지원, ESG 소식·자료
 * (`training`) and 평생교육 소식·자료 (`founded`) under ESG·평생교육, and 지역협력 활동 (`activity`)
 * under 기업지역센터. The keys of the last three follow their addresses.
 */
export const boardKeys = ['notice', 'news', 'faq', 'reference', 'sharing', 'training', 'founded', 'activity'] as const
export type BoardKey = (typeof boardKeys)[number]

export const searchTypes = ['all', 'title', 'content'] as const
export type SearchType = (typeof searchTypes)[number]

/** What narrows a board list; services also take it from callers other than the HTTP query. */
export type BoardFilter = Period & { searchType: SearchType; searchKeyword?: string; category?: string }

export type Attachment = {
  id: number
  filename: string
  title: string | null
  url: string
  filesize: number
  mimeType: string
  /** Staff only: how often the file was downloaded. Absent for everyone else (the server never sends it). */
  downloadCount?: number
}

export type BoardPostSummary = {
  id: number
  board: BoardKey
  category: string
  categoryLabel: string
  title: string
  author: string
  publishedAt: string
  viewCount: number
  /** Pinned now: a notice's pin ends after its 고정 종료일 (Korean time). */
  pinned: boolean
  /** The "N" (새 글) mark: posted within 사이트 설정's 새 글 표시 기간, counted in Korean calendar days. */
  isNew: boolean
  attachmentCount: number
  /** Plain-text excerpt of the body, for cards and search results. */
  excerpt: string
  /** Boards shown as cards (뉴스, 공유협업 프로그램, 지역협력 활동): the card image. */
  imageUrl: string | null
  imageAlt: string | null
  /** FAQ only: the answer, so the accordion needs no second call. */
  contentHtml: string | null
  /** 공유협업 프로그램 only: who runs it and when companies apply. */
  programme: SharingProgramme | null
}

/** An open end is 상시 (no start: open now; no end: open until staff close it). */
export type SharingProgramme = { host: string | null; recruitStart: string | null; recruitEnd: string | null }

export type AdjacentPost = { id: number; title: string; publishedAt: string }

export type BoardPostDetail = BoardPostSummary & {
  contentHtml: string
  attachments: Attachment[]
  /** The older neighbour in list order (이전글) and the newer one (다음글). */
  prev: AdjacentPost | null
  next: AdjacentPost | null
}

export type BoardCategory = { value: string; label: string }
