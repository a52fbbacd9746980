import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiEnvelope } from '../../contract/envelope'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { bearer, loginToken, portalUrl, requestJson, v1 } from '../helpers/api'
import { lexical } from '../helpers/content'
import { adminLogin, createMember } from '../helpers/members'
import { type RunningPortal, startPortal } from '../helpers/portal-process'

/** The Low findings of the outside probe of 2026-11-26 (issue 29 §4), each as the probe saw it. */

const staffCookie = async () => {
  const response = await fetch(`${portalUrl()}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: seedUsernames.staff, password: seedPassword }),
  })
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('payload-token='))
  if (!cookie) throw new Error(`no payload-token cookie: ${response.status}`)
  return cookie.split(';')[0]!
}

const noticeBody = (title: string) => JSON.stringify({ title, category: 'general', content: lexical('본문'), _status: 'draft' })

const countNotices = async (title: string, token: string) =>
  (await requestJson<{ totalDocs: number }>(`/api/notices?where[title][equals]=${encodeURIComponent(title)}&limit=0`, { headers: bearer(token) })).body
    .totalDocs

describe('state-changing calls from another origin (the staff cookie is not enough)', () => {
  let cookie: string
  let adminToken: string

  beforeAll(async () => {
    cookie = await staffCookie()
    adminToken = await adminLogin()
  })

  it('refuses a text/plain form post with the cookie (415), and nothing is written', async () => {
    const title = `text-plain-${Date.now()}`
    const response = await fetch(`${portalUrl()}/api/notices`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'text/plain' },
      body: noticeBody(title),
    })
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({ errors: [{ message: expect.stringContaining('지원하지 않는 요청 형식입니다') }] })
    expect(await countNotices(title, adminToken)).toBe(0)
  })

  it.each([
    ['another site', 'https://evil.example'],
    ['another origin on the same site', portalUrl().replace(/:\d+$/, ':1')],
    ['an opaque origin', 'null'],
  ])('refuses JSON with the cookie from %s (403)', async (_label, origin) => {
    const title = `foreign-${Date.now()}`
    const response = await fetch(`${portalUrl()}/api/notices`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: origin },
      body: noticeBody(title),
    })
    expect(response.status).toBe(403)
    expect((await response.json()).errors[0].message).toContain('다른 사이트에서 보낸 요청은 처리할 수 없습니다')
    expect(await countNotices(title, adminToken)).toBe(0)
  })

  it('refuses a same-site page that sends no Origin but says where it came from', async () => {
    const response = await fetch(`${portalUrl()}/api/notices`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-site' },
      body: noticeBody(`fetch-site-${Date.now()}`),
    })
    expect(response.status).toBe(403)
  })

  it('refuses it on /api/v1 and GraphQL too, in each surface’s shape', async () => {
    const member = await createMember('xorigin')
    const signIn = await v1('/auth/login', {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      body: JSON.stringify({ login_id: member.username, password: member.password }),
    })
    expect(signIn.httpStatus).toBe(403)
    expect(signIn.body.status.message).toContain('다른 사이트에서 보낸 요청은 처리할 수 없습니다')
    const graphql = await fetch(`${portalUrl()}/api/graphql`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'text/plain' },
      body: '{"query":"{ __typename }"}',
    })
    expect(graphql.status).toBe(415)
  })

  it('still takes the portal’s own JSON calls, the admin’s read-only form post, and calls without a body', async () => {
    const title = `own-origin-${Date.now()}`
    const created = await fetch(`${portalUrl()}/api/notices`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json; charset=utf-8', Origin: portalUrl(), 'Sec-Fetch-Site': 'same-origin' },
      body: noticeBody(title),
    })
    expect(created.status).toBe(201)
    const picker = await fetch(`${portalUrl()}/api/notices`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: portalUrl(), 'Content-Type': 'application/x-www-form-urlencoded', 'X-Payload-HTTP-Method-Override': 'GET' },
      body: `where[title][equals]=${encodeURIComponent(title)}&limit=1`,
    })
    expect(picker.status).toBe(200)
    expect((await picker.json()).totalDocs).toBe(1)
    const logout = await fetch(`${portalUrl()}/api/users/logout`, { method: 'POST', headers: { Cookie: cookie, Origin: portalUrl() } })
    expect(logout.status).toBe(200)
  })
})

describe('a stranger cannot lock a staff or admin account out', () => {
  const createStaff = async () => {
    const member = await createMember('lockstaff')
    const promoted = await requestJson(`/api/users/${member.id}`, {
      method: 'PATCH',
      headers: bearer(await adminLogin()),
      body: JSON.stringify({ role: 'staff' }),
    })
    expect(promoted.httpStatus).toBe(200)
    return member
  }
  const restLogin = (username: string, password: string, address: string) =>
    requestJson<{ token?: string; errors?: { message: string }[] }>('/api/users/login', {
      method: 'POST',
      headers: { 'X-Forwarded-For': address },
      body: JSON.stringify({ username, password }),
    })

  it('five wrong passwords lock the address they came from, not the owner elsewhere', async () => {
    const staff = await createStaff()
    for (let guess = 0; guess < 5; guess++) expect((await restLogin(staff.username, 'wrong-pass1!', '203.0.113.71')).httpStatus).toBe(401)
    const stranger = await restLogin(staff.username, staff.password, '203.0.113.71')
    expect(stranger.httpStatus).toBe(401)
    expect(stranger.body.errors?.[0]?.message).toMatch(/^비밀번호를 5회 잘못 입력하여 로그인이 제한되었습니다\. (10|9)분 후에 다시 시도해 주세요\.$/)
    const owner = await restLogin(staff.username, staff.password, '198.51.100.72')
    expect(owner.httpStatus).toBe(200)
    expect(owner.body.token).toBeTruthy()
  })

  it('the portal’s login says the same: attempts counted per address, then 423 there only', async () => {
    const staff = await createStaff()
    const login = (password: string, address: string) =>
      v1('/auth/login', { method: 'POST', headers: { 'X-Forwarded-For': address }, body: JSON.stringify({ login_id: staff.username, password }) })
    const first = await login('wrong-pass1!', '203.0.113.73')
    expect(first.body.status.message).toBe('아이디 또는 비밀번호가 올바르지 않습니다. (비밀번호 1회 오류 · 5회 오류 시 10분간 로그인이 제한됩니다)')
    for (let guess = 1; guess < 5; guess++) await login('wrong-pass1!', '203.0.113.73')
    expect((await login(staff.password, '203.0.113.73')).httpStatus).toBe(423)
    expect((await login(staff.password, '198.51.100.74')).httpStatus).toBe(200)
  })

  it('an admin’s unlock lifts the lock of every address', async () => {
    const staff = await createStaff()
    for (const address of ['203.0.113.81', '203.0.113.82']) for (let guess = 0; guess < 5; guess++) await restLogin(staff.username, 'wrong-pass1!', address)
    expect((await restLogin(staff.username, staff.password, '203.0.113.81')).httpStatus).toBe(401)
    const unlocked = await requestJson('/api/users/unlock', {
      method: 'POST',
      headers: bearer(await adminLogin()),
      body: JSON.stringify({ username: staff.username }),
    })
    expect(unlocked.httpStatus).toBe(200)
    for (const address of ['203.0.113.81', '203.0.113.82']) expect((await restLogin(staff.username, staff.password, address)).httpStatus).toBe(200)
  })

  it('members keep the per-account lock', async () => {
    const member = await createMember('lockmember')
    for (let guess = 0; guess < 5; guess++) await restLogin(member.username, 'wrong-pass1!', '203.0.113.75')
    expect((await restLogin(member.username, member.password, '198.51.100.76')).httpStatus).toBe(401)
  })
})

describe('GET /api/v1/auth/check-id has a budget like the other guest lookups', () => {
  it('answers 429 in Korean after 30 checks from one address in 10 minutes', async () => {
    const check = (index: number) => v1(`/auth/check-id?login_id=probe${index}id`, { headers: { 'X-Forwarded-For': '203.0.113.77' } })
    for (let index = 0; index < 30; index++) expect((await check(index)).httpStatus).toBe(200)
    const refused = await check(30)
    expect(refused.httpStatus).toBe(429)
    expect(refused.body.status.message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.')
    expect((await v1('/auth/check-id?login_id=probe30id', { headers: { 'X-Forwarded-For': '203.0.113.78' } })).httpStatus).toBe(200)
  })
})

describe('missing files and malformed ids are not found', () => {
  it.each(['/api/media/file/never-uploaded.png', '/api/files/file/never-uploaded.pdf'])('%s answers 404 in Korean, not 500', async (path) => {
    const response = await fetch(`${portalUrl()}${path}`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-disposition')).toBeNull()
    expect(await response.json()).toEqual({ errors: [{ message: '요청하신 정보를 찾을 수 없습니다.' }] })
  })

  it.each(['1abc', '1.0', '1e0', '0x1', ' 1'])('/api/notices/%s is 404 while /api/notices/1 is found', async (id) => {
    expect((await fetch(`${portalUrl()}/api/notices/1`)).status).toBe(200)
    expect((await fetch(`${portalUrl()}/api/notices/${encodeURIComponent(id)}`)).status).toBe(404)
  })

  it('a malformed id is 404 for every operation and collection, staff included', async () => {
    const token = await adminLogin()
    expect((await requestJson('/api/notices/1abc', { method: 'PATCH', headers: bearer(token), body: '{}' })).httpStatus).toBe(404)
    expect((await requestJson('/api/users/1abc', { headers: bearer(token) })).httpStatus).toBe(404)
    expect((await requestJson('/api/pass-options/1abc', { method: 'DELETE', headers: bearer(token) })).httpStatus).toBe(404)
  })
})

describe('what is still a draft stays with staff', () => {
  let draftPassId: number
  let draftOptionId: number

  beforeAll(async () => {
    const token = await adminLogin()
    const passes = await requestJson<{ docs: { id: number }[] }>(`/api/passes?where[_status][equals]=draft&limit=1&depth=0`, { headers: bearer(token) })
    draftPassId = passes.body.docs[0]!.id
    const options = await requestJson<{ docs: { id: number }[] }>(`/api/pass-options?where[pass][equals]=${draftPassId}&depth=0`, { headers: bearer(token) })
    draftOptionId = options.body.docs[0]!.id
  })

  it('a draft pass’s options and prices are not shown to guests or members, on REST or GraphQL', async () => {
    const memberToken = await loginToken(seedUsernames.member1, seedPassword)
    for (const headers of [{}, bearer(memberToken)]) {
      const list = await requestJson<{ totalDocs: number }>(`/api/pass-options?where[pass][equals]=${draftPassId}&draft=true`, { headers })
      expect(list.body.totalDocs).toBe(0)
      expect((await requestJson(`/api/pass-options/${draftOptionId}?draft=true`, { headers })).httpStatus).toBe(404)
      expect((await requestJson(`/api/passes/${draftPassId}?draft=true`, { headers })).httpStatus).toBe(404)
      const graphql = await requestJson<{ data: { PassOptions: { docs: unknown[] } } }>('/api/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: `{ PassOptions(where: { pass: { equals: ${draftPassId} } }, draft: true) { docs { id price } } }` }),
      })
      expect(graphql.body.data.PassOptions.docs).toEqual([])
    }
    const all = await requestJson<{ totalDocs: number }>('/api/pass-options?limit=0')
    expect(all.body.totalDocs).toBeGreaterThan(0)
  })

  it('staff still see them', async () => {
    const list = await requestJson<{ totalDocs: number }>(`/api/pass-options?where[pass][equals]=${draftPassId}`, { headers: bearer(await adminLogin()) })
    expect(list.body.totalDocs).toBe(1)
  })
})

describe('refusals are Korean and name nothing internal', () => {
  it('a where on a column nobody may query is a Korean 400 that does not name it', async () => {
    const memberToken = await loginToken(seedUsernames.member1, seedPassword)
    for (const [path, headers] of [
      ['/api/notices?where[hash][equals]=x', {}],
      ['/api/users?where[hash][equals]=x', bearer(memberToken)],
    ] as const) {
      const response = await requestJson<{ errors: { message: string }[] }>(path, { headers })
      expect(response.httpStatus).toBe(400)
      expect(response.body.errors).toEqual([{ message: '검색할 수 없는 항목이 검색 조건에 들어 있습니다.' }])
    }
  })

  it('a search value longer than SQLite searches (50,000 bytes) is a Korean 400 on REST and GraphQL, never a server error', async () => {
    const tooLong = '가'.repeat(20_000)
    const tooLongMessage = '검색어가 너무 깁니다. 줄여서 다시 검색해 주세요.'
    // Too long for an address: Payload reads the query from the body when the method is overridden.
    const listed = await requestJson<{ docs?: unknown[]; errors?: { message: string }[] }>('/api/notices', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Payload-HTTP-Method-Override': 'GET' },
      body: new URLSearchParams({ 'where[title][like]': tooLong }).toString(),
    })
    const searched = await requestJson<{ errors?: { message: string; extensions: { statusCode: number } }[] }>('/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'query ($k: String) { Notices(where: { title: { like: $k } }) { totalDocs } }', variables: { k: tooLong } }),
    })
    // PostgreSQL takes a pattern of any length and finds nothing; SQLite refuses it.
    if (listed.httpStatus === 200) expect(listed.body.docs).toEqual([])
    else expect([listed.httpStatus, listed.body.errors]).toEqual([400, [{ message: tooLongMessage }]])
    for (const error of searched.body.errors ?? []) expect([error.extensions.statusCode, error.message]).toEqual([400, tooLongMessage])
  })

  it('a multipart body with more parts than an upload takes is a Korean 413', async () => {
    const form = new FormData()
    for (let index = 0; index < 25; index++) form.append(`field${index}`, 'x')
    const response = await fetch(`${portalUrl()}/api/media`, { method: 'POST', headers: bearer(await adminLogin()), body: form })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ errors: [{ message: '한 번에 보낼 수 있는 파일 수나 항목 수, 전체 크기를 넘었습니다. 나누어 보내 주세요.' }] })
  })

  it('the page number is a plain decimal integer everywhere it is read', async () => {
    const refused = await v1<ApiEnvelope<unknown>>('/boards/notice/list?pageNum=0x2')
    expect(refused.httpStatus).toBe(400)
    expect((await v1('/boards/notice/list?pageNum=2')).httpStatus).toBe(200)
  })
})

describe('a script policy on the API and the admin', () => {
  it('API answers may run and load nothing', async () => {
    for (const path of ['/api/notices?limit=1', '/api/v1/boards/notice/list']) {
      const policy = (await fetch(`${portalUrl()}${path}`)).headers.get('content-security-policy') ?? ''
      expect(policy).toContain("default-src 'none'")
      expect(policy).toContain("frame-ancestors 'self'")
    }
  })

  it('admin pages load scripts from this site only', async () => {
    const policy = (await fetch(`${portalUrl()}/admin/login`)).headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/)
    expect(policy).toContain("connect-src 'self'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toMatch(/https?:|\*/)
  })
})

describe('a portal served over https (PUBLIC_URL)', () => {
  const publicUrl = 'https://sanhak.example.ac.kr'
  let portal: RunningPortal

  beforeAll(async () => {
    portal = await startPortal('https', { PUBLIC_URL: publicUrl })
  })

  afterAll(async () => {
    await portal?.stop()
  })

  const login = (origin?: string) =>
    fetch(`${portal.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) },
      body: JSON.stringify({ username: seedUsernames.admin, password: seedPassword }),
    })

  it('sets the payload-token cookie Secure, as the portal’s own cookies are', async () => {
    const response = await login(publicUrl)
    expect(response.status).toBe(200)
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('payload-token=')) ?? ''
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/HttpOnly/i)
  })

  it('takes its own origin and refuses the address it happens to be reached at', async () => {
    expect((await login(portal.url)).status).toBe(403)
  })
})
