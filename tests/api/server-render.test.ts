import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BoardPostSummary } from '../../contract/boards'
import type { ListData } from '../../contract/envelope'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { rest } from '../helpers/access-matrix'
import { loginToken, portalUrl, v1 } from '../helpers/api'
import { lexical } from '../helpers/content'

/**
 * Public pages as a search engine or a phone without JavaScript gets them (issue 35): the first
 * response already holds the page's content, its head and its status.
 */
const run = `ssr${Date.now().toString(36)}`
let staff: string

/** The page as the server sent it, parsed but never run. */
const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${portalUrl()}${path}`, { headers: { Accept: 'text/html', ...headers }, redirect: 'manual' })
  const html = await response.text()
  const { document } = new JSDOM(html).window
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null
  return {
    status: response.status,
    location: response.headers.get('location'),
    cache: response.headers.get('x-page-cache'),
    document,
    main: document.querySelector('#root main')?.textContent ?? '',
    title: document.title,
    description: meta('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    og: (property: string) => meta(`meta[property="og:${property}"]`),
  }
}

let notice: { id: number }
const noticeBody = `${run} 본문 첫 문장입니다. 두 번째 문장은 조금 더 깁니다.`

beforeAll(async () => {
  staff = await loginToken(seedUsernames.staff, seedPassword)
  const { httpStatus, body } = await rest<{ doc: { id: number } }>(staff, '/notices', {
    method: 'POST',
    body: JSON.stringify({
      title: `${run} 서버에서 그린 공지`,
      category: 'recruit',
      content: lexical(noticeBody),
      publishedAt: new Date().toISOString(),
      _status: 'published',
    }),
  })
  expect(httpStatus).toBe(201)
  notice = body.doc
})

describe('the first response of a public page holds its content', () => {
  it('the notice board lists its first three posts', async () => {
    const { body } = await v1<ListData<BoardPostSummary>>('/boards/notice/list?pageNum=1&pageSize=10')
    const { status, main } = await page('/infoPlaza/notice')
    expect(status).toBe(200)
    for (const post of body.data!.list.slice(0, 3)) expect(main).toContain(post.title)
  })

  it("a notice's detail shows its title and body", async () => {
    const { status, main } = await page(`/infoPlaza/noticeDetail?id=${notice.id}`)
    expect(status).toBe(200)
    expect(main).toContain(`${run} 서버에서 그린 공지`)
    expect(main).toContain(noticeBody)
  })

  it('the home page shows the newest news', async () => {
    const { body } = await v1<ListData<BoardPostSummary>>('/boards/news/list?pageNum=1&pageSize=3')
    const { status, document } = await page('/')
    expect(status).toBe(200)
    const text = document.querySelector('#root')?.textContent ?? ''
    for (const post of body.data!.list) expect(text).toContain(post.title)
  })

  it('산업교육 shows its heading and its courses', async () => {
    const { body } = await v1<ListData<{ title: string }>>('/education/courses/list?pageNum=1&pageSize=5')
    const { status, main, document } = await page('/cooperation/edu')
    expect(status).toBe(200)
    expect(document.querySelector('#root h1, #root h2')?.textContent).toContain('산업교육')
    expect(main).toContain(body.data!.list[0]!.title)
  })

  it('인사말 shows its heading and its text', async () => {
    const { status, main, document } = await page('/intro/intro')
    expect(status).toBe(200)
    expect(document.querySelector('#root h1, #root h2')?.textContent).toContain('인사말')
    expect(main.replace(/\s+/g, '').length).toBeGreaterThan(200)
  })

  it('carries the data it was drawn with, so the browser asks for nothing again', async () => {
    const { document } = await page('/infoPlaza/notice')
    const data = JSON.parse(document.getElementById('portal-server-data')!.textContent!) as { queries: { queryKey: unknown[] }[] }
    expect(data.queries.length).toBeGreaterThan(0)
  })

  it("shows a staff member's edit on the very next request", async () => {
    await rest(staff, `/notices/${notice.id}`, { method: 'PATCH', body: JSON.stringify({ title: `${run} 고친 제목` }) })
    expect((await page(`/infoPlaza/noticeDetail?id=${notice.id}`)).main).toContain(`${run} 고친 제목`)
  })
})

describe('the page cache', () => {
  /** Asks until the page comes from the cache: other test files' writes move the content version meanwhile. */
  const kept = (path: string) => expect.poll(async () => (await page(path)).cache, { timeout: 20_000 }).toBe('hit')

  it('serves a page again without drawing it while nothing guests see has changed', async () => {
    await kept('/infoPlaza/notice')
    expect((await page('/infoPlaza/notice')).main).toContain(`${run}`)
  })

  it('draws a list again after a staff edit, and shows the edit', async () => {
    await kept('/infoPlaza/notice')
    await rest(staff, `/notices/${notice.id}`, { method: 'PATCH', body: JSON.stringify({ title: `${run} 목록에서 고친 제목` }) })
    const next = await page('/infoPlaza/notice')
    expect(next.cache).toBe('miss')
    expect(next.main).toContain(`${run} 목록에서 고친 제목`)
  })

  it('draws a list again after a post is deleted, without it', async () => {
    const { body } = await rest<{ doc: { id: number } }>(staff, '/notices', {
      method: 'POST',
      body: JSON.stringify({ title: `${run} 곧 지울 공지`, category: 'general', content: lexical('지울 공지입니다.'), _status: 'published' }),
    })
    await kept('/infoPlaza/notice')
    expect((await page('/infoPlaza/notice')).main).toContain(`${run} 곧 지울 공지`)
    await rest(staff, `/notices/${body.doc.id}`, { method: 'DELETE' })
    expect((await page('/infoPlaza/notice')).main).not.toContain(`${run} 곧 지울 공지`)
  })

  it("draws a post's page for every visit, so every visit counts a view", async () => {
    const views = async () => (await rest<{ viewCount: number }>(staff, `/notices/${notice.id}?depth=0`)).body.viewCount
    const before = await views()
    for (let visit = 0; visit < 3; visit++) expect((await page(`/infoPlaza/noticeDetail?id=${notice.id}`)).cache).toBe('miss')
    expect(await views()).toBe(before + 3)
  })

  it('draws a page once for requests that arrive together after a change, and gives it to all of them', async () => {
    // Other files' writes may move the version between the edit and the requests; one clean round is enough.
    await expect
      .poll(
        async () => {
          await rest(staff, `/notices/${notice.id}`, { method: 'PATCH', body: JSON.stringify({ title: `${run} 동시에 읽힌 제목 ${Date.now()}` }) })
          const pages = await Promise.all(Array.from({ length: 8 }, () => page('/infoPlaza/notice')))
          return pages.filter((drawn) => drawn.cache === 'miss').length
        },
        { timeout: 60_000, interval: 0 },
      )
      .toBe(1)
  })

  it("counts every one of simultaneous visits to a post's page", async () => {
    const views = async () => (await rest<{ viewCount: number }>(staff, `/notices/${notice.id}?depth=0`)).body.viewCount
    const before = await views()
    await Promise.all(Array.from({ length: 6 }, () => page(`/infoPlaza/noticeDetail?id=${notice.id}`)))
    expect(await views()).toBe(before + 6)
  })

  it('keeps its pages when a member signs in (a change no public page shows)', async () => {
    // Other files' writes may land between the two requests; one quiet try is enough.
    await expect
      .poll(
        async () => {
          await kept('/intro/intro')
          await loginToken(seedUsernames.member2, seedPassword)
          return (await page('/intro/intro')).cache
        },
        { timeout: 60_000, interval: 0 },
      )
      .toBe('hit')
  })
})

describe('the head names the page', () => {
  it('a post has its own title, a description from its body, one canonical address for both spellings, and Open Graph tags', async () => {
    const detail = await page(`/infoPlaza/noticeDetail?id=${notice.id}`)
    const other = await page(`/infoPlaza/notice_detail?id=${notice.id}&pageNum=2`)
    expect(detail.title).toMatch(new RegExp(`^${run} .+ \\| .+`))
    expect(detail.description).toContain(`${run} 본문 첫 문장입니다.`)
    expect(detail.canonical).toBe(`${portalUrl()}/infoPlaza/noticeDetail?id=${notice.id}`)
    expect(other.canonical).toBe(detail.canonical)
    expect(detail.og('title')).toBe(detail.title)
    expect(detail.og('url')).toBe(detail.canonical)
    expect(detail.document.documentElement.lang).toBe('ko')
  })

  it("a page without a picture of its own shows the site's image, which is there", async () => {
    const image = (await page('/infoPlaza/notice')).og('image')!
    expect(image).toBe(`${portalUrl()}/og-image.png`)
    const response = await fetch(image)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
  })

  it('the notice board links its feeds', async () => {
    const { document } = await page('/infoPlaza/notice')
    const feeds = [...document.querySelectorAll('link[rel="alternate"]')].map((link) => link.getAttribute('href'))
    expect(feeds).toEqual([`${portalUrl()}/feeds/notices.xml`, `${portalUrl()}/feeds/notices.atom`])
  })

  it("links the page's styles and the app's, so the first paint is styled, and preloads no script before it", async () => {
    const { document } = await page('/infoPlaza/notice')
    const styles = [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href') ?? '')
    expect(styles.some((href) => /board-list-page-[\w-]+\.css$/.test(href))).toBe(true)
    expect(styles.some((href) => /boot-[\w-]+\.css$/.test(href))).toBe(true)
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0)
  })
})

describe('status and who gets a rendered page', () => {
  it('an unknown post is a 404 with the Korean message', async () => {
    const { status, main } = await page('/infoPlaza/noticeDetail?id=99999999')
    expect(status).toBe(404)
    expect(main).toContain('게시글을 찾을 수 없습니다')
  })

  it('an unknown address is a 404 with a way home', async () => {
    const { status, main } = await page(`/${run}-nowhere`)
    expect(status).toBe(404)
    expect(main).toContain('페이지를 찾을 수 없습니다')
  })

  it("a menu group's address answers with a redirect to its first page", async () => {
    const { status, location } = await page('/intro')
    expect(status).toBe(307)
    expect(location).toBe('/intro/intro')
  })

  it('a signed-in browser and the members-only pages get the page drawn in the browser', async () => {
    expect((await page('/infoPlaza/notice', { Cookie: 'portal_session=1' })).main).toBe('')
    const myPage = await page('/myPage')
    expect(myPage.status).toBe(200)
    expect(myPage.document.getElementById('root')?.innerHTML).toBe('')
  })
})
