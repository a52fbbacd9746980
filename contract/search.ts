/**
 * The site search (/search and the header's 통합검색): every public kind of content, each a type
 * with its own count, tab and paging. The travel side's 관광지 and 패스 come last: the product
 * description keeps them as leftovers of a template, secondary to the university's content.
 */
export const siteSearchTypes = {
  notice: '공지사항',
  news: '뉴스',
  faq: 'FAQ',
  reference: '자료실',
  sharing: '공유협업 프로그램',
  training: 'ESG 소식·자료',
  founded: '평생교육 소식·자료',
  activity: '지역협력 활동',
  course: '교육과정',
  equipment: '공동장비',
  technology: '보유기술',
  projectCall: '과제 공고',
  page: '소개 페이지',
  collabo: '공유협업지원',
  qna: 'Q&A',
  attraction: '관광지',
  pass: '패스',
} as const

export type SiteSearchType = keyof typeof siteSearchTypes
export const siteSearchTypeList = Object.keys(siteSearchTypes) as SiteSearchType[]

/** One thing found: where it leads on the portal and the words to show (the keyword is highlighted there). */
export type SearchHit = {
  type: SiteSearchType
  id: string
  title: string
  excerpt: string | null
  /** A short line under the title: the category, the state, the date. */
  meta: string | null
  href: string
}

export type SearchGroup = { type: SiteSearchType; label: string; count: number; hits: SearchHit[] }

/**
 * `GET /api/v1/search`: the count and first hits of every type the caller may search (Q&A only for
 * members: its board is members-only), in the order of `siteSearchTypes`.
 */
export type SiteSearchResult = { searchKeyword: string; total: number; groups: SearchGroup[] }

/** Every keyword box of the portal (lists and the site search) takes at most this many characters. */
export const SEARCH_KEYWORD_MAX = 100
export const searchKeywordTooLong = `검색어는 ${SEARCH_KEYWORD_MAX}자 이내로 입력해 주세요.`
