import { beforeAll, describe, expect, it } from 'vitest'
import { bearer, loginToken, requestJson, v1 } from '../helpers/api'
import { memberLogin, staffLogin } from '../helpers/accounts'

type Doc = { id: number; title: string }

const lexical = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, children: [{ type: 'text', version: 1, text, detail: 0, format: 0, mode: 'normal', style: '' }] }],
  },
})

const newNotice = (title: string) => JSON.stringify({ title, category: 'general', content: lexical('본문'), _status: 'published' })

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
  ])('%s cannot create, update or delete a notice through /api', async (_who, headers) => {
    const create = await requestJson('/api/notices', { method: 'POST', body: newNotice('무단 작성'), headers: headers() })
    expect(create.httpStatus).toBe(403)
    const update = await requestJson(`/api/notices/${existing.id}`, { method: 'PATCH', body: JSON.stringify({ title: '무단 수정' }), headers: headers() })
    expect(update.httpStatus).toBe(403)
    const remove = await requestJson(`/api/notices/${existing.id}`, { method: 'DELETE', headers: headers() })
    expect(remove.httpStatus).toBe(403)
    const after = await requestJson<Doc>(`/api/notices/${existing.id}`)
    expect(after.body.title).toBe(existing.title)
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

  it('hides a draft from guests, by list and by id, on both APIs', async () => {
    const draft = await requestJson<{ doc: Doc }>('/api/notices?draft=true', {
      method: 'POST',
      body: JSON.stringify({ title: '작성 중인 공지', category: 'general', content: lexical('초안'), _status: 'draft' }),
      headers: bearer(staffToken),
    })
    expect(draft.httpStatus).toBe(201)
    const id = draft.body.doc.id
    expect((await v1(`/boards/notice/${id}`)).httpStatus).toBe(404)
    expect((await requestJson(`/api/notices/${id}`)).httpStatus).toBe(404)
    expect((await requestJson(`/api/notices/${id}`, { headers: bearer(memberToken) })).httpStatus).toBe(404)
    expect((await requestJson(`/api/notices/${id}?draft=true`, { headers: bearer(staffToken) })).httpStatus).toBe(200)
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

  it('does not show members the other accounts', async () => {
    const { body } = await requestJson<{ totalDocs: number; docs: { username: string }[] }>('/api/users', { headers: bearer(memberToken) })
    expect(body.docs.map((user) => user.username)).toEqual([memberLogin.username])
  })
})
