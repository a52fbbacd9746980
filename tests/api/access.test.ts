import { beforeAll, describe, expect, it } from 'vitest'
import { bearer, loginToken, requestJson, v1 } from '../helpers/api'
import { memberLogin, staffLogin } from '../helpers/accounts'
import { lexical } from '../helpers/content'

type Doc = { id: number; title: string }

const newNotice = (title: string) => JSON.stringify({ title, category: 'general', content: lexical('본문'), _status: 'published' })

/** What the access matrix (access-matrix.test.ts) does not cover: /api/v1 write paths, authorship, admin entry, self-promotion. */
describe('who may change board content', () => {
  let memberToken: string
  let staffToken: string
  let existing: Doc

  beforeAll(async () => {
    memberToken = await loginToken(memberLogin.username, memberLogin.password)
    staffToken = await loginToken(staffLogin.username, staffLogin.password)
    existing = (await requestJson<{ docs: Doc[] }>('/api/notices?limit=1')).body.docs[0]!
  })

  it.each([
    ['a guest', () => ({})],
    ['a member', () => bearer(memberToken)],
  ])('%s finds no write method on /api/v1 boards', async (_who, headers) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const { httpStatus, body } = await v1(`/boards/notice/${existing.id}`, { method, body: '{}', headers: headers() })
      expect(httpStatus).toBe(404)
      expect(body.data).toBeNull()
    }
  })

  it('staff create a published notice that guests then read through /api/v1', async () => {
    const created = await requestJson<{ doc: Doc }>('/api/notices', { method: 'POST', body: newNotice('직원이 올린 공지'), headers: bearer(staffToken) })
    expect(created.httpStatus).toBe(201)
    const { body } = await v1<{ title: string; author: string }>(`/boards/notice/${created.body.doc.id}`)
    expect(body.data).toMatchObject({ title: '직원이 올린 공지', author: expect.any(String) })
    expect(body.data!.author.length).toBeGreaterThan(0)
  })

  it('lets staff into the admin and keeps members out', async () => {
    const staff = await requestJson<{ canAccessAdmin: boolean }>('/api/access', { headers: bearer(staffToken) })
    expect(staff.body.canAccessAdmin).toBe(true)
    const member = await requestJson<{ canAccessAdmin: boolean }>('/api/access', { headers: bearer(memberToken) })
    expect(member.body.canAccessAdmin).toBeFalsy()
  })

  it('does not let a member promote themself to staff', async () => {
    const me = await requestJson<{ user: { id: number } }>('/api/users/me', { headers: bearer(memberToken) })
    await requestJson(`/api/users/${me.body.user.id}`, { method: 'PATCH', body: JSON.stringify({ role: 'staff' }), headers: bearer(memberToken) })
    const after = await requestJson<{ user: { role: string } }>('/api/users/me', { headers: bearer(memberToken) })
    expect(after.body.user.role).toBe('member')
  })
})
