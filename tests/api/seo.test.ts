import { XMLParser } from 'fast-xml-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SiteHead } from '../../contract/seo'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { rest } from '../helpers/access-matrix'
import { loginToken, portalUrl, v1 } from '../helpers/api'
import { lexical } from '../helpers/content'
import { createEvent } from '../helpers/events'
import { collaborationContact, firstTypeId, postInput, writePost } from '../helpers/member-boards'

/**
 * What search engines and feed readers get: robots.txt, the sitemap and the RSS/Atom feeds, built
 * from the data a guest may read, and the site-verification codes staff paste into 사이트 설정.
 */
const run = `seo${Date.now().toString(36)}`
let staff: string
let member: string

const listed = ['url', 'sitemap', 'item', 'entry', 'category']
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  isArray: (name, jpath) => listed.includes(name) || jpath === 'feed.entry.link',
})

const get = async (path: string) => {
  const response = await fetch(`${portalUrl()}${path}`)
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    cache: response.headers.get('cache-control'),
    body: await response.text(),
  }
}

type SitemapUrl = { loc: string; lastmod?: string }
const sitemapUrls = async () => {
  const { status, type, body } = await get('/sitemap.xml')
  expect(status).toBe(200)
  expect(type).toMatch(/^application\/xml/)
  return (xml.parse(body) as { urlset: { url: SitemapUrl[] } }).urlset.url
}

const notice = async (title: string, status: 'published' | 'draft', fields: Record<string, unknown> = {}) => {
  const { httpStatus, body } = await rest<{ doc: { id: number; updatedAt: string } }>(staff, `/notices?draft=${status === 'draft'}`, {
    method: 'POST',
    body: JSON.stringify({ title, category: 'recruit', content: lexical(`${title} 본문`), publishedAt: new Date().toISOString(), _status: status, ...fields }),
  })
  expect(httpStatus).toBe(201)
  return body.doc
}

const detailUrl = (path: string, id: number) => `${portalUrl()}${path}?id=${id}`

let published: { id: number; updatedAt: string }
let draft: { id: number }
let scheduled: { id: number }
let editedAfterPublishing: { id: number }
let withMarkup: { id: number }

beforeAll(async () => {
  staff = await loginToken(seedUsernames.staff, seedPassword)
  member = await loginToken(seedUsernames.member1, seedPassword)
  published = await notice(`${run} 게시된 공지`, 'published')
  draft = await notice(`${run} 임시 저장 공지`, 'draft')
  // A scheduled post stays a draft until the job cron publishes it on its day.
  scheduled = await notice(`${run} 예약 공지`, 'draft', { publishedAt: new Date(Date.now() + 7 * 86_400_000).toISOString() })
  editedAfterPublishing = await notice(`${run} 고치기 전 제목`, 'published')
  await rest(staff, `/notices/${editedAfterPublishing.id}?draft=true`, {
    method: 'PATCH',
    body: JSON.stringify({ title: `${run} 아직 게시 안 한 제목`, _status: 'draft' }),
  })
  withMarkup = await notice(`${run} 태그가 든 공지`, 'published', {
    content: lexical(`<script>alert(1)</script> 안내 <b>굵게</b> 입니다. ${'긴 본문 '.repeat(80)}`),
  })
})

describe('robots.txt', () => {
  it('keeps crawlers out of the admin, the APIs, development tools and member pages, and names the sitemap', async () => {
    const { status, type, body } = await get('/robots.txt')
    expect(status).toBe(200)
    expect(type).toMatch(/^text\/plain/)
    const lines = body.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of ['/admin', '/api', '/dev', '/myPage', '/mypage', '/login', '/join', '/staff']) expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).toContain(`Sitemap: ${portalUrl()}/sitemap.xml`)
  })
})

describe('sitemap.xml', () => {
  it('lists the public pages by their absolute address', async () => {
    const locs = (await sitemapUrls()).map((url) => url.loc)
    for (const path of ['/', '/infoPlaza/notice', '/cooperation/edu', '/intro/intro', '/cooperation/events']) expect(locs).toContain(`${portalUrl()}${path}`)
    expect(locs.some((loc) => /\/(myPage|mypage|admin|login|join)/.test(loc))).toBe(false)
  })

  it('lists a published notice under its one canonical address, with its last change as lastmod', async () => {
    const urls = await sitemapUrls()
    const entry = urls.find((url) => url.loc === detailUrl('/infoPlaza/noticeDetail', published.id))
    expect(entry?.lastmod).toBe(published.updatedAt)
    expect(urls.some((url) => url.loc.includes('notice_detail'))).toBe(false)
  })

  it('dates each page by what it shows: a board its newest post, 인사말 its last publication, the home page the newest of all', async () => {
    const urls = await sitemapUrls()
    const lastmod = (path: string) => urls.find((url) => url.loc === `${portalUrl()}${path}`)?.lastmod ?? ''
    expect(lastmod('/infoPlaza/notice') >= published.updatedAt).toBe(true)
    const greeting = await fetch(`${portalUrl()}/api/globals/greeting-page?depth=0`).then((response) => response.json() as Promise<{ updatedAt: string }>)
    expect(lastmod('/intro/intro')).toBe(greeting.updatedAt)
    const newest = urls.reduce((latest, url) => (url.lastmod && url.lastmod > latest ? url.lastmod : latest), '')
    expect(lastmod('/')).toBe(newest)
    expect(lastmod('/terms')).toBe('')
  })

  it('leaves out a draft and a scheduled notice', async () => {
    const locs = (await sitemapUrls()).map((url) => url.loc)
    expect(locs).not.toContain(detailUrl('/infoPlaza/noticeDetail', draft.id))
    expect(locs).not.toContain(detailUrl('/infoPlaza/noticeDetail', scheduled.id))
  })

  it('leaves out Q&A posts, which only members read, and secret collaboration requests; lists the open ones', async () => {
    expect((await writePost(member, 'qna', postInput(await firstTypeId(member, 'qna'), { title: `${run} 회원 문의` }))).httpStatus).toBe(200)
    const collabo = await firstTypeId(member, 'collabo')
    const open = (await writePost(member, 'collabo', postInput(collabo, { title: `${run} 공개 협업`, contact: collaborationContact, privacyConsent: true })))
      .body.data!.id
    const secret = (
      await writePost(member, 'collabo', postInput(collabo, { title: `${run} 비밀 협업`, secret: true, contact: collaborationContact, privacyConsent: true }))
    ).body.data!.id
    const locs = (await sitemapUrls()).map((url) => url.loc)
    expect(locs.filter((loc) => /qna/i.test(loc))).toEqual([])
    expect(locs).toContain(detailUrl('/cooperation/collaboDetail', open))
    expect(locs).not.toContain(detailUrl('/cooperation/collaboDetail', secret))
  })

  it('lists published events, courses and equipment by their detail addresses', async () => {
    const event = await createEvent(10, { title: `${run} 설명회` })
    const urls = await sitemapUrls()
    expect(urls.map((url) => url.loc)).toContain(detailUrl('/cooperation/eventDetail', event))
    expect(urls.some((url) => url.loc.startsWith(`${portalUrl()}/cooperation/edu?course=`))).toBe(true)
    expect(urls.some((url) => url.loc.startsWith(`${portalUrl()}/cooperation/equ?id=`))).toBe(true)
  })

  it('has no numbered files while every address fits in one', async () => {
    expect((await get('/sitemap-1.xml')).status).toBe(404)
  })

  it('may be kept by crawlers for a short while only', async () => {
    expect((await get('/sitemap.xml')).cache).toMatch(/max-age=\d{1,3}\b/)
  })
})

type RssItem = { title: string; link: string; guid: string | { '#text': string }; pubDate: string; description: string; category?: string[] }
type AtomEntry = { id: string; title: string | { '#text': string }; updated: string; link: { '@_href': string }[]; summary?: string | { '#text': string } }

const rss = async (feed: string) => {
  const { status, type, body } = await get(`/feeds/${feed}.xml`)
  expect(status).toBe(200)
  expect(type).toMatch(/^application\/rss\+xml/)
  const parsed = xml.parse(body) as { rss: { '@_version': string; channel: { title: string; link: string; language: string; item?: RssItem[] } } }
  expect(parsed.rss['@_version']).toBe('2.0')
  return parsed.rss.channel
}

const atom = async (feed: string) => {
  const { status, type, body } = await get(`/feeds/${feed}.atom`)
  expect(status).toBe(200)
  expect(type).toMatch(/^application\/atom\+xml/)
  const parsed = xml.parse(body) as { feed: { '@_xmlns': string; id: string; title: string; updated: string; entry?: AtomEntry[] } }
  expect(parsed.feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom')
  return parsed.feed
}

const textOf = (value: string | { '#text': string } | undefined) => (typeof value === 'object' ? value['#text'] : value)

describe('feeds', () => {
  it('공지사항 RSS 2.0: a channel in Korean whose items carry title, canonical link, guid, date and category', async () => {
    const channel = await rss('notices')
    expect(channel.language).toBe('ko')
    expect(channel.title).toContain('공지사항')
    const item = channel.item!.find((entry) => entry.link === detailUrl('/infoPlaza/noticeDetail', published.id))!
    expect(item.title).toBe(`${run} 게시된 공지`)
    expect(textOf(item.guid)).toBe(item.link)
    expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false)
    expect(item.category).toContain('모집')
  })

  it('공지사항 Atom: entries with id, updated and link', async () => {
    const feed = await atom('notices')
    expect(Number.isNaN(Date.parse(feed.updated))).toBe(false)
    const entry = feed.entry!.find((one) => one.id === detailUrl('/infoPlaza/noticeDetail', published.id))!
    expect(textOf(entry.title)).toBe(`${run} 게시된 공지`)
    expect(Number.isNaN(Date.parse(entry.updated))).toBe(false)
    expect(entry.link.map((link) => link['@_href'])).toContain(entry.id)
  })

  it('carry neither drafts nor scheduled posts, and show a published post as published, not its unpublished edit', async () => {
    for (const titles of [(await rss('notices')).item!.map((item) => item.title), (await atom('notices')).entry!.map((entry) => textOf(entry.title))]) {
      expect(titles).not.toContain(`${run} 임시 저장 공지`)
      expect(titles).not.toContain(`${run} 예약 공지`)
      expect(titles).not.toContain(`${run} 아직 게시 안 한 제목`)
      expect(titles).toContain(`${run} 고치기 전 제목`)
    }
  })

  it('describe an item in plain text of about 200 characters, with no tags', async () => {
    const item = (await rss('notices')).item!.find((entry) => entry.link === detailUrl('/infoPlaza/noticeDetail', withMarkup.id))!
    expect(item.description).toContain('안내 굵게 입니다.')
    expect(item.description).not.toMatch(/<|>/)
    expect(item.description.length).toBeLessThanOrEqual(200)
  })

  it.each(['news', 'calls', 'events'])('%s has a valid RSS and Atom feed', async (feed) => {
    const channel = await rss(feed)
    for (const item of channel.item ?? []) {
      expect(item.title).toBeTruthy()
      expect(item.link.startsWith(portalUrl())).toBe(true)
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false)
    }
    const entries = (await atom(feed)).entry ?? []
    expect(entries.length).toBe((channel.item ?? []).length)
    expect(entries.length).toBeGreaterThan(0)
  })

  it('answers an unknown feed with 404', async () => {
    expect((await get('/feeds/secrets.xml')).status).toBe(404)
  })
})

describe('site verification and the page head', () => {
  const head = async (path: string) => {
    const { httpStatus, body } = await v1<SiteHead>(`/site/head?path=${encodeURIComponent(path)}`)
    expect(httpStatus).toBe(200)
    return body.data!
  }
  const setCodes = (token: string | null, naver: string | null, google: string | null) =>
    rest<{ errors?: { data?: { errors?: { message: string }[] } }[] }>(token, '/globals/site-settings', {
      method: 'POST',
      body: JSON.stringify({ naverSiteVerification: naver, googleSiteVerification: google }),
    })

  it('staff set the Naver and Google codes, and every page head carries them', async () => {
    expect((await setCodes(staff, `naver${run}`, `google-${run}_x`)).httpStatus).toBe(200)
    try {
      expect((await head('/')).verification).toEqual({ naver: `naver${run}`, google: `google-${run}_x` })
      expect((await head('/intro/intro')).verification.naver).toBe(`naver${run}`)
    } finally {
      await setCodes(staff, null, null)
    }
    expect((await head('/')).verification).toEqual({ naver: null, google: null })
  })

  it('refuses a pasted meta tag, naming the field, and a member cannot set the codes', async () => {
    const pasted = await setCodes(staff, '<meta name="naver-site-verification" content="abc" />', null)
    expect(pasted.httpStatus).toBe(400)
    expect(JSON.stringify(pasted.body)).toContain('네이버 사이트 인증 코드')
    expect((await setCodes(member, 'abc', null)).httpStatus).toBe(403)
    expect((await head('/')).verification.naver).toBeNull()
  })

  it('links the feeds a page belongs to: all on the home page, a board its own', async () => {
    expect((await head('/')).feeds.map((feed) => feed.href)).toEqual(
      ['notices', 'news', 'calls', 'events'].flatMap((key) => [`${portalUrl()}/feeds/${key}.xml`, `${portalUrl()}/feeds/${key}.atom`]),
    )
    const notices = (await head('/infoPlaza/notice')).feeds
    expect(notices.map((feed) => [feed.type, feed.href])).toEqual([
      ['application/rss+xml', `${portalUrl()}/feeds/notices.xml`],
      ['application/atom+xml', `${portalUrl()}/feeds/notices.atom`],
    ])
    expect((await head('/intro/intro')).feeds).toEqual([])
  })

  it('asks for a path in Korean when it is missing', async () => {
    const { httpStatus, body } = await v1('/site/head')
    expect(httpStatus).toBe(400)
    expect(body.status.message).toMatch(/경로/)
  })
})
