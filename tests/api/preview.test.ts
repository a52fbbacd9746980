import { beforeAll, describe, expect, it } from 'vitest'
import type { BoardPostDetail } from '../../contract/boards'
import type { PreviewView } from '../../contract/preview'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { bearer, expectRefused, portalUrl, requestJson, testClientAddress, v1 } from '../helpers/api'
import { lexical } from '../helpers/content'
import { memberToken, staffToken } from '../helpers/equipment'
import { adminLogin, createMember } from '../helpers/members'
import { createCall } from '../helpers/projects'

const run = `pv${Date.now().toString(36)}`

type Tokens = { member: string; staff: string; admin: string }
let tokens: Tokens

/** A notice made through Payload REST as the admin writes it: a draft, or published. */
const notice = async (title: string, status: 'draft' | 'published') => {
  const { httpStatus, body } = await requestJson<{ doc: { id: number } }>(`/api/notices${status === 'draft' ? '?draft=true' : ''}`, {
    method: 'POST',
    headers: bearer(tokens.admin),
    body: JSON.stringify({ title, category: 'general', content: lexical(`${title} 본문`), _status: status }),
  })
  if (httpStatus !== 201) throw new Error(`creating a notice answered ${httpStatus}`)
  return body.doc.id
}

/** A draft saved over a post: visitors keep the published version, the admin's editor holds this one. */
const saveDraft = async (id: number, title: string) => {
  const { httpStatus } = await requestJson(`/api/notices/${id}?draft=true`, {
    method: 'PATCH',
    headers: bearer(tokens.admin),
    body: JSON.stringify({ title, _status: 'draft' }),
  })
  expect(httpStatus).toBe(200)
}

const preview = (path: string, headers: Record<string, string> = {}, init: RequestInit = {}) => v1<PreviewView>(`/preview${path}`, { ...init, headers })
const jwt = (token: string) => ({ Authorization: `JWT ${token}` })
const postOf = (view: PreviewView | null | undefined) => {
  if (view?.kind !== 'board') throw new Error(`expected a board post, got ${JSON.stringify(view)}`)
  return view.post
}

beforeAll(async () => {
  const member = await createMember(`${run}m`)
  tokens = { member: await memberToken(member), staff: await staffToken(), admin: await adminLogin() }
})

describe('live preview: who may read a draft', () => {
  it('tells a guest to sign in, with nothing of the draft', async () => {
    const title = `${run} 게스트가 보면 안 되는 초안`
    const id = await notice(title, 'draft')
    const answer = await preview(`/notices/${id}`)
    expectRefused(answer, 401, '로그인이 필요합니다.')
    expect(answer.body.data).toBeNull()
    expect(JSON.stringify(answer.body)).not.toContain(title)
  })

  it('gives a guest nothing for live values either', async () => {
    const id = await notice(`${run} 초안`, 'draft')
    const answer = await preview(`/notices/${id}`, {}, { method: 'POST', body: JSON.stringify({ data: { title: '아무나' } }) })
    expectRefused(answer, 401, '로그인이 필요합니다.')
  })

  it('refuses a member with 403', async () => {
    const title = `${run} 회원이 보면 안 되는 초안`
    const id = await notice(title, 'draft')
    const answer = await preview(`/notices/${id}`, jwt(tokens.member))
    expectRefused(answer, 403, '접근 권한이 없습니다.')
    expect(JSON.stringify(answer.body)).not.toContain(title)
  })

  it('shows staff and admins the draft in the detail page’s shape', async () => {
    const title = `${run} 직원 미리보기`
    const id = await notice(title, 'draft')
    for (const token of [tokens.staff, tokens.admin]) {
      const { httpStatus, body } = await preview(`/notices/${id}`, jwt(token))
      expect(httpStatus).toBe(200)
      expect(body.data).toMatchObject({ kind: 'board', board: 'notice' })
      expect(postOf(body.data)).toMatchObject({ id, title, prev: null, next: null, categoryLabel: '일반' })
      expect(postOf(body.data).contentHtml).toContain(`${title} 본문`)
    }
  })

  it('reads the draft with the admin’s own payload-token cookie, as the admin’s preview pane sends it', async () => {
    const login = await fetch(`${portalUrl()}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': testClientAddress() },
      body: JSON.stringify({ username: seedUsernames.staff, password: seedPassword }),
    })
    const cookie = login.headers
      .getSetCookie()
      .find((line) => line.startsWith('payload-token='))!
      .split(';')[0]!
    const title = `${run} 쿠키 미리보기`
    const id = await notice(title, 'draft')
    const { httpStatus, body } = await preview(`/notices/${id}`, { Cookie: cookie })
    expect(httpStatus).toBe(200)
    expect(postOf(body.data).title).toBe(title)
  })
})

describe('live preview: which content it shows', () => {
  it('shows staff the newest draft of a published post, while the public detail keeps the published one', async () => {
    const published = `${run} 게시된 제목`
    const id = await notice(published, 'published')
    await saveDraft(id, `${run} 고쳐 쓰는 중인 제목`)
    expect(postOf((await preview(`/notices/${id}`, jwt(tokens.staff))).body.data).title).toBe(`${run} 고쳐 쓰는 중인 제목`)
    expect((await v1<BoardPostDetail>(`/boards/notice/${id}`)).body.data!.title).toBe(published)
  })

  it('renders the admin’s live values without saving them', async () => {
    const title = `${run} 저장된 초안`
    const id = await notice(title, 'draft')
    const typed = { title: `${run} 입력 중`, category: 'event', content: lexical('입력 중인 본문') }
    const { httpStatus, body } = await preview(`/notices/${id}`, jwt(tokens.staff), { method: 'POST', body: JSON.stringify({ data: typed }) })
    expect(httpStatus).toBe(200)
    expect(postOf(body.data)).toMatchObject({ title: typed.title, categoryLabel: '행사' })
    expect(postOf(body.data).contentHtml).toContain('입력 중인 본문')
    expect(postOf((await preview(`/notices/${id}`, jwt(tokens.staff))).body.data).title).toBe(title)
  })

  it('shows a draft project call in the call detail’s shape', async () => {
    const title = `${run} 초안 공고`
    const id = await createCall({ title, _status: 'draft' })
    const { httpStatus, body } = await preview(`/project-calls/${id}`, jwt(tokens.staff))
    expect(httpStatus).toBe(200)
    expect(body.data).toMatchObject({ kind: 'call', call: { id, title, eligibility: '지역 중소기업', myProposal: null } })
    expectRefused(await preview(`/project-calls/${id}`), 401, '로그인이 필요합니다.')
  })

  it('shows a programme introduction’s draft, and renders its live values', async () => {
    const { httpStatus, body } = await preview('/intro-edu', jwt(tokens.staff))
    expect(httpStatus).toBe(200)
    expect(body.data?.kind).toBe('intro')
    const live = await preview('/intro-edu', jwt(tokens.staff), {
      method: 'POST',
      body: JSON.stringify({ data: { lead: `${run} 새 첫 문장`, body: lexical('새 본문') } }),
    })
    expect(live.body.data).toMatchObject({ kind: 'intro', page: { lead: `${run} 새 첫 문장` } })
  })

  it('shows 인사말, 비전 and 조직도 drafts in their pages’ shapes, with the live values as typed', async () => {
    const greeting = await preview('/greeting-page', jwt(tokens.staff), {
      method: 'POST',
      body: JSON.stringify({
        data: { headline: `${run} 새 머리글`, body: lexical(`${run} 새 인사말`), signatureTitle: '산학협력단장', signatureName: '김하늘' },
      }),
    })
    expect(greeting.body.data).toMatchObject({ kind: 'greeting', page: { headline: `${run} 새 머리글`, signatureName: '김하늘' } })
    expect(greeting.body.data?.kind === 'greeting' && greeting.body.data.page.html).toContain(`${run} 새 인사말`)
    const vision = await preview('/vision-page', jwt(tokens.staff), {
      method: 'POST',
      body: JSON.stringify({
        data: {
          statement: `${run} 새 비전`,
          mission: '지역과 함께 성장합니다.',
          goals: [{ title: '기술사업화', tasks: [{ task: '기술이전 확대' }] }],
          values: [],
        },
      }),
    })
    expect(vision.body.data).toMatchObject({
      kind: 'vision',
      page: { statement: `${run} 새 비전`, goals: [{ title: '기술사업화', tasks: ['기술이전 확대'] }] },
    })
    const chart = await preview('/org-chart', jwt(tokens.staff))
    expect(chart.httpStatus).toBe(200)
    expect(chart.body.data?.kind).toBe('orgChart')
    expectRefused(await preview('/org-chart', jwt(tokens.member)), 403, '접근 권한이 없습니다.')
  })

  it('answers 404 in Korean for what has no preview, and for a missing document', async () => {
    expectRefused(await preview('/users/1', jwt(tokens.staff)), 404, '미리보기를 지원하지 않는 항목입니다.')
    expectRefused(await preview('/site-settings', jwt(tokens.staff)), 404, '미리보기를 지원하지 않는 항목입니다.')
    expectRefused(await preview('/notices/99999999', jwt(tokens.staff)), 404, '미리 볼 문서를 찾을 수 없습니다.')
  })
})
