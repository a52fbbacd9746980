import http from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer, loginToken, portalUrl, requestJson } from '../helpers/api'
import { adminLogin } from '../helpers/members'
import { staffLogin } from '../helpers/accounts'

/**
 * Sends a request whose headers promise a body that is never sent in full, and resolves with the
 * answer: the server must refuse from the Content-Length alone, without reading a 100 MB body.
 */
const declareBody = (path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`${portalUrl()}${path}`, { method: 'POST', headers }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
    request.write('{"a":"')
  })

describe('security headers on every surface', () => {
  it.each(['/admin/login', '/api/notices?limit=1', '/api/v1/boards/notice/list', '/api/graphql', '/'])(
    '%s says nosniff and allows framing by this site only',
    async (path) => {
      const response = await fetch(
        `${portalUrl()}${path}`,
        path === '/api/graphql' ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"query":"{ __typename }"}' } : {},
      )
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/)
    },
  )

  it('serves an attachment as a download under its chosen name, with nosniff', async () => {
    const { body } = await requestJson<{ docs: { url: string; originalName: string }[] }>('/api/files?limit=1&sort=createdAt')
    const response = await fetch(`${portalUrl()}${body.docs[0]!.url}`)
    expect(response.status).toBe(200)
    const disposition = response.headers.get('content-disposition') ?? ''
    expect(disposition).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/)
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? '')).toBe(body.docs[0]!.originalName)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('request bodies', () => {
  it.each(['/api/v1/join', '/api/graphql', '/api/users/login'])('a 100 MB JSON body to %s is refused with 413 before it is read', async (path) => {
    const { status, body } = await declareBody(path, { 'Content-Type': 'application/json', 'Content-Length': String(100 * 1024 * 1024) })
    expect(status).toBe(413)
    expect(body).toContain('요청 본문이 너무 큽니다')
  })

  it('answers in the /api/v1 envelope there', async () => {
    const { body } = await declareBody('/api/v1/join', { 'Content-Type': 'application/json', 'Content-Length': String(2 * 1024 * 1024) })
    expect(JSON.parse(body)).toEqual({ status: { code: 413, message: '요청 본문이 너무 큽니다. 1MB 이하로 보내 주세요.' }, data: null })
  })

  it('a multipart body beyond what one form may carry is refused with 413', async () => {
    const { status } = await declareBody('/api/media', { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(200 * 1024 * 1024) })
    expect(status).toBe(413)
  })

  it('a body of unknown length is refused with 411', async () => {
    const { status } = await declareBody('/api/v1/join', { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' })
    expect(status).toBe(411)
  })
})

describe('malformed input is the caller’s 4xx, never a 500', () => {
  let staffToken: string
  let adminToken: string

  beforeAll(async () => {
    staffToken = await loginToken(staffLogin.username, staffLogin.password)
    adminToken = await adminLogin()
  })

  it.each([
    ['GET', '/api/notices/abc', 404],
    ['GET', "/api/notices?where[id][in]='", 400],
    ['GET', '/api/notices?where[id][near]=1,2,3', 400],
    ['GET', '/api/notices?where[title][nonsense]=1', 400],
    ['GET', '/api/notices?where[attachments][equals]=abc', 400],
    ['GET', '/api/files/file/x.txt%00.png', 400],
    ['GET', '/api/payload-migrations', 404],
    ['POST', '/api/users/verify/abc', 404],
  ])('%s %s answers %i as a guest', async (method, path, status) => {
    const response = await fetch(`${portalUrl()}${path}`, { method })
    expect(response.status).toBe(status)
    expect(await response.text()).not.toMatch(/localhost|127\.0\.0\.1|select |sqlite|stack/i)
  })

  it('an id that is not a number is not found, for staff too', async () => {
    expect((await requestJson('/api/users/abc', { headers: bearer(staffToken) })).httpStatus).toBe(404)
    expect((await requestJson('/api/notices/abc', { method: 'PATCH', headers: bearer(adminToken), body: '{}' })).httpStatus).toBe(404)
  })

  it('deleting an admin preference is not a method the API offers', async () => {
    const { httpStatus } = await requestJson('/api/payload-preferences/1', { method: 'DELETE', headers: bearer(staffToken) })
    expect(httpStatus).toBe(405)
  })

  it('a multipart upload cut short is a 400', async () => {
    const body = '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc'
    const response = await fetch(`${portalUrl()}/api/media`, {
      method: 'POST',
      headers: { ...bearer(staffToken), 'Content-Type': 'multipart/form-data; boundary=XX' },
      body,
    })
    expect(response.status).toBe(400)
  })

  it('a GraphQL body that is not JSON is a 400', async () => {
    const response = await fetch(`${portalUrl()}/api/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{bad' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: [{ message: '요청 본문이 올바른 JSON이 아닙니다.' }] })
  })

  it('a path that does not decode is a 400 on the API and the site', async () => {
    expect((await fetch(`${portalUrl()}/api/v1/boards/%E0%A4%A`)).status).toBe(400)
    expect((await fetch(`${portalUrl()}/infoPlaza/%E0%A4%A`)).status).toBe(400)
  })
})
