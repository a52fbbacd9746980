import type { BoardKey } from './boards'

/**
 * The portal's public pages a search engine should find, one spelling each: the sitemap lists them
 * and the server renderer's canonical links use the same spellings. The menus (web/src/config/menus.ts)
 * are checked against this list by a unit test, so a new public menu item cannot be forgotten here.
 * Member pages, sign-in flows, forms and the site search's result pages are left out on purpose.
 */
export const publicPagePaths = [
  '/',
  '/intro/intro',
  '/intro/vision',
  '/intro/chart',
  '/cooperation/edu',
  '/cooperation/equ',
  '/cooperation/tech',
  '/cooperation/advice',
  '/cooperation/assn',
  '/cooperation/collabo',
  '/cooperation/sharing',
  '/cooperation/techTransfer',
  '/cooperation/events',
  '/cooperation/family',
  '/studentSupport/future',
  '/studentSupport/training',
  '/studentSupport/job',
  '/studentSupport/jobTraining',
  '/studentSupport/shopTraining',
  '/studentSupport/spotTraining',
  '/studentSupport/founded',
  '/corporateCenter/intro',
  '/corporateCenter/activity',
  '/infoPlaza/notice',
  '/infoPlaza/news',
  '/infoPlaza/faq',
  '/infoPlaza/reference',
  '/terms',
] as const

/**
 * What a detail page shows, besides the staff boards: each names its page, the search parameter
 * that picks the item and the public page that lists it. Boards have two spellings in the spec
 * (noticeDetail, notice_detail); the camel-case one is canonical.
 */
export type DetailKind = BoardKey | 'course' | 'call' | 'event' | 'equipment' | 'technology' | 'collabo'

export const detailPages: Record<DetailKind, { path: string; param: string; list: (typeof publicPagePaths)[number] }> = {
  notice: { path: '/infoPlaza/noticeDetail', param: 'id', list: '/infoPlaza/notice' },
  news: { path: '/infoPlaza/newsDetail', param: 'id', list: '/infoPlaza/news' },
  faq: { path: '/infoPlaza/faqDetail', param: 'id', list: '/infoPlaza/faq' },
  reference: { path: '/infoPlaza/referenceDetail', param: 'id', list: '/infoPlaza/reference' },
  sharing: { path: '/cooperation/sharingDetail', param: 'id', list: '/cooperation/sharing' },
  training: { path: '/studentSupport/trainingDetail', param: 'id', list: '/studentSupport/training' },
  founded: { path: '/studentSupport/foundedDetail', param: 'id', list: '/studentSupport/founded' },
  activity: { path: '/corporateCenter/activityDetail', param: 'id', list: '/corporateCenter/activity' },
  course: { path: '/cooperation/edu', param: 'course', list: '/cooperation/edu' },
  call: { path: '/cooperation/assn', param: 'id', list: '/cooperation/assn' },
  event: { path: '/cooperation/eventDetail', param: 'id', list: '/cooperation/events' },
  equipment: { path: '/cooperation/equ', param: 'id', list: '/cooperation/equ' },
  technology: { path: '/cooperation/techTransferDetail', param: 'id', list: '/cooperation/techTransfer' },
  collabo: { path: '/cooperation/collaboDetail', param: 'id', list: '/cooperation/collabo' },
}

/** The canonical address (path and query) of one item's detail page. */
export const detailPath = (kind: DetailKind, id: number | string) => `${detailPages[kind].path}?${detailPages[kind].param}=${id}`

/** The feeds: `/feeds/<key>.xml` (RSS 2.0) and `/feeds/<key>.atom` (Atom 1.0). */
export const feedKeys = ['notices', 'news', 'calls', 'events'] as const
export type FeedKey = (typeof feedKeys)[number]

export const feedPath = (key: FeedKey, format: 'rss' | 'atom') => `/feeds/${key}.${format === 'rss' ? 'xml' : 'atom'}`

/** The page-head additions every public page carries (the server renderer puts them in `<head>`). */
export type SiteHead = {
  /** `<meta name="naver-site-verification" content=…>` and `google-site-verification`, when staff set them. */
  verification: { naver: string | null; google: string | null }
  /** `<link rel="alternate" type=… title=… href=…>`, absolute addresses. */
  feeds: { key: FeedKey; title: string; href: string; type: 'application/rss+xml' | 'application/atom+xml' }[]
}

/** Which pages link which feed: the home page all of them, a board's list and detail pages its own. */
export const feedPages: Record<FeedKey, readonly string[]> = {
  notices: ['/', '/infoPlaza/notice', detailPages.notice.path],
  news: ['/', '/infoPlaza/news', detailPages.news.path],
  calls: ['/', '/cooperation/assn'],
  events: ['/', '/cooperation/events', detailPages.event.path],
}
