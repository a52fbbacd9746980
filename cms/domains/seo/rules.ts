/** Search engines take at most 50,000 addresses a sitemap; a tenth of that keeps each file quick to build and read. */
export const SITEMAP_URL_LIMIT = 5_000

/** How many of the newest items a feed carries. */
export const FEED_SIZE = 20

/** Characters of plain text an item's description keeps. */
export const SUMMARY_LENGTH = 200

/**
 * Paths crawlers are asked to leave alone (robots.txt matches prefixes, case-sensitively): the admin
 * and APIs, development tools, member pages and sign-in flows (a crawler only meets the sign-in
 * screen there), forms and their completion screens, the members-only Q&A and the site search's
 * result pages, which repeat what the boards already show.
 */
export const crawlerDisallowed = [
  '/admin',
  '/api',
  '/dev',
  '/myPage',
  '/mypage',
  '/staff',
  '/login',
  '/join',
  '/load',
  '/test',
  '/search',
  '/easyReservation',
  '/cooperation/application',
  '/cooperation/applyComplete',
  '/cooperation/eventApply',
  '/cooperation/techTransferApply',
  '/cooperation/collaboWrite',
  '/infoPlaza/qna',
] as const

/** Crawlers and feed readers may keep an answer this long; staff edits show up within it. */
export const SEO_CACHE_CONTROL = 'public, max-age=300'
