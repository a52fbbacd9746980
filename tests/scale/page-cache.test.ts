import { describe, expect, inject, it } from 'vitest'
import { bearer, requestJsonAt } from '../helpers/api'
import { lexical } from '../helpers/content'
import { adminLogin } from '../helpers/members'

/**
 * Issue 35: each process keeps the pages it rendered for guests, and a staff edit made through either
 * process shows on the very next request to both (the content version lives in the database).
 */
const portals = () => [inject('portalUrl'), inject('secondPortalUrl')] as const

const page = async (base: string, path: string) => {
  const response = await fetch(`${base}${path}`, { headers: { Accept: 'text/html' } })
  return { cache: response.headers.get('x-page-cache'), html: await response.text() }
}

/** Asks until the process serves the page from its cache (other files' writes move the version meanwhile). */
const kept = (base: string, path: string) => expect.poll(async () => (await page(base, path)).cache, { timeout: 20_000 }).toBe('hit')

const publishNotice = async (base: string, title: string) => {
  const { httpStatus, body } = await requestJsonAt<{ doc: { id: number } }>(base, '/api/notices', {
    method: 'POST',
    headers: bearer(await adminLogin()),
    body: JSON.stringify({ title, category: 'general', content: lexical('두 프로세스의 페이지 캐시를 확인하는 공지입니다.'), _status: 'published' }),
  })
  expect(httpStatus).toBe(201)
  return body.doc.id
}

describe('the server-rendered pages of two processes on one PostgreSQL database', () => {
  it("a notice edited through one process shows on both processes' next page", async () => {
    const [first, second] = portals()
    const id = await publishNotice(first, `캐시 공지 ${Date.now()}`)
    await kept(first, '/infoPlaza/notice')
    await kept(second, '/infoPlaza/notice')
    const edited = `두 프로세스에서 고친 제목 ${Date.now()}`
    const { httpStatus } = await requestJsonAt(first, `/api/notices/${id}`, {
      method: 'PATCH',
      headers: bearer(await adminLogin()),
      body: JSON.stringify({ title: edited }),
    })
    expect(httpStatus).toBe(200)
    for (const base of [second, first]) expect((await page(base, '/infoPlaza/notice')).html).toContain(edited)
  })

  it("a notice deleted through one process leaves the other's list on its next page", async () => {
    const [first, second] = portals()
    const title = `곧 지울 캐시 공지 ${Date.now()}`
    const id = await publishNotice(second, title)
    await kept(first, '/infoPlaza/notice')
    expect((await page(first, '/infoPlaza/notice')).html).toContain(title)
    const { httpStatus } = await requestJsonAt(second, `/api/notices/${id}`, { method: 'DELETE', headers: bearer(await adminLogin()) })
    expect(httpStatus).toBe(200)
    expect((await page(first, '/infoPlaza/notice')).html).not.toContain(title)
  })
})
