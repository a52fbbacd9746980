import path from 'node:path'
import Database from 'libsql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiEnvelope } from '../../contract/envelope'
import type { AccessLog } from '../../cms/payload-types'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { graphql } from '../helpers/access-matrix'
import { bearer, loginToken, portalUrl, requestJson, requestJsonAt } from '../helpers/api'
import { advisoryDetail, filedAdvisory, moveApplication } from '../helpers/applications'
import { adminLogin, createCompanyMember } from '../helpers/members'
import { type RunningPortal, startPortal } from '../helpers/portal-process'

/** The entries about one record or export, as the admin reads them through Payload REST. */
/** The first 100 entries in order, or the newest 100 for a where that matches the whole suite's (staff's downloads). */
const entriesAt = async (base: string, admin: string, where: Record<string, string | number>, newestFirst = false) => {
  const query = new URLSearchParams({ sort: newestFirst ? '-id' : 'id', limit: '100', depth: '0' })
  for (const [field, value] of Object.entries(where)) query.set(`where[${field}][equals]`, String(value))
  const { httpStatus, body } = await requestJsonAt<{ docs: AccessLog[] }>(base, `/api/access-logs?${query}`, { headers: bearer(admin) })
  expect(httpStatus).toBe(200)
  return body.docs
}

const exportCsv = (token: string, query: string) => fetch(`${portalUrl()}/api/v1/applications/tech/export?${query}`, { headers: bearer(token) })

describe('개인정보 접속기록 (issue 29 §1)', () => {
  let admin: string
  let staff: string
  let member: { id: number; token: string; username: string }
  const entries = (where: Record<string, string | number>, newestFirst = false) => entriesAt(portalUrl(), admin, where, newestFirst)

  beforeAll(async () => {
    admin = await adminLogin()
    staff = await loginToken(seedUsernames.staff, seedPassword)
    const made = await createCompanyMember('alog')
    member = { id: made.id, username: made.username, token: await loginToken(made.username, made.password) }
  })

  it('a staff REST read of an application leaves one 조회 entry: who, from where, whose, which record, chained', async () => {
    const { id } = await filedAdvisory(member.token)
    const read = await requestJson(`/api/advisory-requests/${id}`, { headers: { ...bearer(staff), 'X-Forwarded-For': '203.0.113.29' } })
    expect(read.httpStatus).toBe(200)
    const logged = await entries({ collection: 'advisory-requests', recordId: id })
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({ action: 'view', loginId: seedUsernames.staff, clientIp: '203.0.113.29', subjectId: member.id, recordId: String(id) })
    expect(logged[0]!.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(logged[0]!.prevHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('a staff read through GraphQL leaves one 조회 entry', async () => {
    const { id } = await filedAdvisory(member.token)
    const answer = await graphql<{ AdvisoryRequest: { id: number } }>(
      staff,
      `
        query ($id: Int!) {
          AdvisoryRequest(id: $id) {
            id
            company
          }
        }
      `,
      { id },
    )
    expect(answer.errors).toEqual([])
    expect(await entries({ collection: 'advisory-requests', recordId: id })).toMatchObject([
      { action: 'view', loginId: seedUsernames.staff, subjectId: member.id },
    ])
  })

  it('an edit by staff leaves one 수정 entry, through REST and through the /api/v1 state move alike', async () => {
    const { id } = await filedAdvisory(member.token)
    const patched = await requestJson(`/api/advisory-requests/${id}`, {
      method: 'PATCH',
      headers: bearer(staff),
      body: JSON.stringify({ staffMemo: '전화 상담 예정' }),
    })
    expect(patched.httpStatus).toBe(200)
    expect(await entries({ collection: 'advisory-requests', recordId: id, action: 'update' })).toMatchObject([
      { loginId: seedUsernames.staff, subjectId: member.id },
    ])

    expect((await moveApplication(staff, id, 'review')).httpStatus).toBe(200)
    expect(await entries({ collection: 'advisory-requests', recordId: id, action: 'update' })).toHaveLength(2)
  })

  it('a list page leaves one entry with the number of rows on it, not one per row', async () => {
    const marker = `접속기록목록${Date.now().toString(36)}`
    for (let n = 0; n < 3; n++) await filedAdvisory(member.token, { title: `${marker} ${n}` })
    const before = await entries({ collection: 'advisory-requests', loginId: seedUsernames.staff, action: 'view' }, true)
    const page = await requestJson<{ docs: unknown[] }>(`/api/advisory-requests?where[title][like]=${encodeURIComponent(marker)}&limit=2&depth=0`, {
      headers: bearer(staff),
    })
    expect(page.body.docs).toHaveLength(2)
    const after = await entries({ collection: 'advisory-requests', loginId: seedUsernames.staff, action: 'view' }, true)
    const added = after.filter((entry) => !before.some((old) => old.id === entry.id))
    expect(added).toHaveLength(1)
    // Every row on the page is this member's, so the entry names them.
    expect(added[0]).toMatchObject({ count: 2, subjectId: member.id, recordId: null })
  })

  it('a member reading their own application, on every surface, leaves no entry', async () => {
    const { id } = await filedAdvisory(member.token)
    expect((await advisoryDetail(member.token, id)).httpStatus).toBe(200)
    expect((await requestJson(`/api/advisory-requests/${id}`, { headers: bearer(member.token) })).httpStatus).toBe(200)
    expect((await requestJson(`/api/advisory-requests?limit=5`, { headers: bearer(member.token) })).httpStatus).toBe(200)
    expect(await entries({ collection: 'advisory-requests', recordId: id })).toEqual([])
    expect(await entries({ loginId: member.username })).toEqual([])
  })

  it('a CSV export needs a 다운로드 사유 (Korean 400 without one) and leaves one 다운로드 entry with it', async () => {
    const marker = `접속기록엑셀${Date.now().toString(36)}`
    await filedAdvisory(member.token, { title: `${marker} 1` })
    await filedAdvisory(member.token, { title: `${marker} 2` })
    const filter = `search=${encodeURIComponent(marker)}`

    const missing = await exportCsv(staff, filter)
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as ApiEnvelope<unknown>).status.message).toBe('다운로드 사유를 선택해 주세요.')
    const otherWithoutWords = await exportCsv(staff, `${filter}&downloadReason=${encodeURIComponent('기타')}`)
    expect(otherWithoutWords.status).toBe(400)
    expect(((await otherWithoutWords.json()) as ApiEnvelope<unknown>).status.message).toBe('기타를 고르셨다면 다운로드 사유를 직접 적어 주세요.')
    const unknown = await exportCsv(staff, `${filter}&downloadReason=${encodeURIComponent('그냥')}`)
    expect(unknown.status).toBe(400)

    const before = await entries({ collection: 'advisory-requests', loginId: seedUsernames.staff }, true)
    const file = await exportCsv(
      staff,
      `${filter}&downloadReason=${encodeURIComponent('기타')}&downloadReasonDetail=${encodeURIComponent('국정감사 자료 요청')}`,
    )
    expect(file.status).toBe(200)
    expect((await file.text()).trim().split('\r\n')).toHaveLength(3)
    const after = await entries({ collection: 'advisory-requests', loginId: seedUsernames.staff }, true)
    const added = after.filter((entry) => !before.some((old) => old.id === entry.id))
    expect(added).toHaveLength(1)
    expect(added[0]).toMatchObject({ action: 'download', count: 2, reason: '기타: 국정감사 자료 요청', subjectId: null })
    expect(added[0]!.exportName).toMatch(/^기술자문_신청_\d{4}-\d{2}-\d{2}\.csv$/)
  })

  it('an entry can be neither changed nor deleted, by anyone, on REST or GraphQL', async () => {
    const { id } = await filedAdvisory(member.token)
    await requestJson(`/api/advisory-requests/${id}`, { headers: bearer(staff) })
    const [entry] = await entries({ collection: 'advisory-requests', recordId: id })
    for (const token of [admin, staff, member.token]) {
      const patched = await requestJson(`/api/access-logs/${entry!.id}`, {
        method: 'PATCH',
        headers: bearer(token),
        body: JSON.stringify({ loginId: 'nobody' }),
      })
      expect(patched.httpStatus).toBe(403)
      expect((await requestJson(`/api/access-logs/${entry!.id}`, { method: 'DELETE', headers: bearer(token) })).httpStatus).toBe(403)
      const byGraphql = await graphql(
        token,
        `
          mutation ($id: Int!) {
            updateAccessLog(id: $id, data: { loginId: "nobody" }) {
              id
            }
          }
        `,
        { id: entry!.id },
      )
      expect(byGraphql.errors.length).toBeGreaterThan(0)
      const deleted = await graphql(
        token,
        `
          mutation ($id: Int!) {
            deleteAccessLog(id: $id) {
              id
            }
          }
        `,
        { id: entry!.id },
      )
      expect(deleted.errors.length).toBeGreaterThan(0)
    }
    expect(await entries({ collection: 'advisory-requests', recordId: id })).toEqual([entry])
  })
})

/** A server of its own, so the chain test may tamper with its database without breaking everyone else's. */
describe('the access log chain', () => {
  let portal: RunningPortal
  let admin: string
  let staff: string

  const login = async (username: string) => {
    const { body } = await requestJsonAt<{ token?: string }>(portal.url, '/api/users/login', {
      method: 'POST',
      body: JSON.stringify({ username, password: seedPassword }),
    })
    return body.token!
  }
  const chain = async () =>
    (
      await requestJsonAt<ApiEnvelope<{ checked: number; firstBroken: { id: number; problem: string } | null }>>(portal.url, '/api/v1/access-logs/chain', {
        headers: bearer(admin),
      })
    ).body

  beforeAll(async () => {
    portal = await startPortal('access-log-chain')
    admin = await login(seedUsernames.admin)
    staff = await login(seedUsernames.staff)
  })

  afterAll(async () => {
    await portal?.stop()
  })

  it('holds one unbroken line under concurrent appends, and names the first tampered row', async () => {
    const users = await requestJsonAt<{ docs: { id: number; role: string }[] }>(portal.url, '/api/users?limit=50&depth=0&where[role][equals]=member', {
      headers: bearer(admin),
    })
    const members = users.body.docs.map((user) => user.id)
    expect(members.length).toBeGreaterThan(1)
    // Staff open many member accounts at the same moment: every read appends after the one before.
    const reads = await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        requestJsonAt(portal.url, `/api/users/${members[n % members.length]}?depth=0`, { headers: bearer(n % 2 ? staff : admin) }),
      ),
    )
    expect(reads.every((read) => read.httpStatus === 200)).toBe(true)

    const all = await entriesAt(portal.url, admin, {})
    expect(all.length).toBeGreaterThanOrEqual(members.length)
    expect(new Set(all.map((entry) => entry.prevHash)).size).toBe(all.length)
    all.slice(1).forEach((entry, index) => expect(entry.prevHash).toBe(all[index]!.hash))
    expect((await chain()).data).toEqual({ checked: all.length, firstBroken: null })

    const tampered = all[Math.floor(all.length / 2)]!
    const database = new Database(path.join(portal.dataDir, 'portal.db'))
    try {
      database.prepare('UPDATE access_logs SET login_id = ? WHERE id = ?').run('someone-else', tampered.id)
    } finally {
      database.close()
    }
    expect((await chain()).data?.firstBroken).toEqual({ id: tampered.id, at: tampered.at, problem: 'hash' })
  })

  it('is the admins’ alone: staff and guests are refused the check', async () => {
    expect((await requestJsonAt(portal.url, '/api/v1/access-logs/chain', { headers: bearer(staff) })).httpStatus).toBe(403)
    expect((await requestJsonAt(portal.url, '/api/v1/access-logs/chain')).httpStatus).toBe(401)
  })
})
