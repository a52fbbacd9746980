import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListData } from '../../contract/envelope'
import type { TermsDocument, TermsVersion } from '../../contract/terms'
import { rest } from '../helpers/access-matrix'
import { bearer, v1 } from '../helpers/api'
import { lexical } from '../helpers/content'
import { staffToken } from '../helpers/equipment'

/**
 * 약관·정책 (spec §2 /terms, §7 GET /terms/{code} and /terms/list): every version stays, the one in
 * force is the newest published one whose day has come, and announced or earlier versions can be read.
 */
const DAY_MS = 24 * 60 * 60 * 1000
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()

let staff: string
const made: number[] = []
const run = `tm${Date.now().toString(36)}`

const addVersion = async (data: { version: string; effectiveDate: string; status?: 'published' | 'draft' }) => {
  const draft = data.status === 'draft'
  const { httpStatus, body } = await rest<{ doc: { id: number } }>(staff, `/terms${draft ? '?draft=true' : ''}`, {
    method: 'POST',
    body: JSON.stringify({
      code: 'email',
      version: data.version,
      effectiveDate: data.effectiveDate,
      body: lexical(`${data.version} 본문`),
      _status: data.status ?? 'published',
    }),
  })
  expect(httpStatus).toBe(201)
  made.push(body.doc.id)
  return body.doc.id
}

beforeAll(async () => {
  staff = await staffToken()
})

afterAll(async () => {
  for (const id of made) await rest(staff, `/terms/${id}`, { method: 'DELETE' })
})

describe('the policies as the seed publishes them', () => {
  it('each of the three codes has a version in force', async () => {
    for (const code of ['use', 'privacy', 'email']) {
      const { httpStatus, body } = await v1<TermsDocument>(`/terms/${code}`)
      expect(httpStatus).toBe(200)
      expect(body.data!.current).toBe(true)
      expect(body.data!.html).toMatch(/<h3>/)
      expect(body.data!.versions.some((version) => version.id === body.data!.id)).toBe(true)
    }
  })

  it('a revised version announced for later is listed but not yet in force', async () => {
    const { body } = await v1<TermsDocument>('/terms/privacy')
    const announced = body.data!.versions.find((version) => new Date(version.effectiveDate) > new Date())
    expect(announced).toBeDefined()
    expect(announced!.current).toBe(false)
    expect(body.data!.id).not.toBe(announced!.id)
  })

  it('the list pages through every published version with the spec envelope', async () => {
    const first = await v1<ListData<TermsVersion>>('/terms/list?pageNum=1&pageSize=2')
    expect(first.httpStatus).toBe(200)
    expect(first.body.data!.list).toHaveLength(2)
    expect(first.body.data!.cnt_total).toBeGreaterThanOrEqual(5)
    const all = await v1<ListData<TermsVersion>>(`/terms/list?pageSize=100`)
    expect(
      all.body
        .data!.list.filter((version) => version.current)
        .map((version) => version.code)
        .sort(),
    ).toEqual(['email', 'privacy', 'use'])
  })
})

describe('versions staff add', () => {
  it('a version whose day has come replaces the one in force; the earlier one stays readable', async () => {
    const before = (await v1<TermsDocument>('/terms/email')).body.data!
    const id = await addVersion({ version: `${run}-a`, effectiveDate: daysFromNow(-1) })
    const after = (await v1<TermsDocument>('/terms/email')).body.data!
    expect(after.id).toBe(id)
    const earlier = await v1<TermsDocument>(`/terms/email?version=${before.id}`)
    expect(earlier.body.data!.id).toBe(before.id)
    expect(earlier.body.data!.current).toBe(false)
  })

  it('a draft version is never shown, to staff neither', async () => {
    const id = await addVersion({ version: `${run}-draft`, effectiveDate: daysFromNow(-1), status: 'draft' })
    expect((await v1<TermsDocument>('/terms/email')).body.data!.id).not.toBe(id)
    const asStaff = await v1(`/terms/email?version=${id}`, { headers: bearer(staff) })
    expect(asStaff.httpStatus).toBe(404)
    const list = await v1<ListData<TermsVersion>>('/terms/list?code=email&pageSize=100', { headers: bearer(staff) })
    expect(list.body.data!.list.map((version) => version.id)).not.toContain(id)
  })

  it('a version id of another policy is not found under this code', async () => {
    const privacy = (await v1<TermsDocument>('/terms/privacy')).body.data!
    const { httpStatus } = await v1(`/terms/email?version=${privacy.id}`)
    expect(httpStatus).toBe(404)
  })
})

describe('bad requests', () => {
  it('an unknown code answers 404 in Korean', async () => {
    const { httpStatus, body } = await v1('/terms/cookies')
    expect(httpStatus).toBe(404)
    expect(body.status.message).toBe('존재하지 않는 약관입니다.')
  })

  it('a broken version number answers 400 in Korean', async () => {
    const { httpStatus, body } = await v1('/terms/use?version=abc')
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('잘못된 약관 판 번호입니다.')
  })

  it('a broken page size answers 400 in Korean', async () => {
    const { httpStatus, body } = await v1('/terms/list?pageSize=0')
    expect(httpStatus).toBe(400)
    expect(body.status.message).toMatch(/페이지 크기/)
  })
})
