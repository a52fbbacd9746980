import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privacyMessages } from '../../cms/domains/privacy/messages'
import type { ApplicationCreated, ApplicationSummary } from '../../contract/applications'
import type { CertCheckedData, ProfileGateData, SignInData } from '../../contract/auth'
import type { ApiEnvelope } from '../../contract/envelope'
import type { UploadedPostFile } from '../../contract/member-boards'
import { formatRetentionDays, retentionRules, type ConsentOverview } from '../../contract/privacy'
import type { TermsDocument } from '../../contract/terms'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { requestJsonAt } from '../helpers/api'
import { backdate, daysAgo } from '../helpers/backdate'
import { advisoryInput } from '../helpers/applications'
import { lastMailId, sixDigitCode, waitForMail } from '../helpers/mailbox'
import { pdfBytes, pngBytes } from '../helpers/member-boards'
import { type RunningPortal, startPortal } from '../helpers/portal-process'

/**
 * Issue 29 §2 and §3 on a portal of its own whose retention job runs every second: what is past its
 * period is destroyed (rows and files) and recorded without personal data, what is younger stays;
 * the policy prints the periods in force; a member downloads their own data and sees their consents.
 */
describe('personal-data retention, the policy and the member’s own rights', () => {
  let portal: RunningPortal
  let adminToken: string
  let staffToken: string
  let memberToken: string
  let otherToken: string

  const call = <T>(url: string, init: RequestInit & { token?: string; jwt?: boolean } = {}) =>
    requestJsonAt<T>(portal.url, url, {
      ...init,
      headers: { ...(init.token ? { Authorization: `${init.jwt ? 'JWT' : 'Bearer'} ${init.token}` } : {}), ...init.headers },
    })
  const v1 = <T>(url: string, init: RequestInit & { token?: string } = {}) => call<ApiEnvelope<T>>(`/api/v1${url}`, init)
  const signIn = async (username: string) =>
    (await v1<SignInData>('/auth/login', { method: 'POST', body: JSON.stringify({ login_id: username, password: seedPassword }) })).body.data!.accessToken
  const payloadLogin = async (username: string) =>
    (await call<{ token: string }>('/api/users/login', { method: 'POST', body: JSON.stringify({ username, password: seedPassword }) })).body.token

  const upload = async (token: string, kind: 'image' | 'attachment', name: string) => {
    const form = new FormData()
    const [bytes, type] = kind === 'image' ? [pngBytes(), 'image/png'] : [pdfBytes(), 'application/pdf']
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
    const response = await fetch(`${portal.url}/file/uploadFile?kind=${kind}`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } })
    return ((await response.json()) as ApiEnvelope<UploadedPostFile>).data!
  }
  const onDisk = (file: UploadedPostFile) => fs.existsSync(path.join(portal.dataDir, 'uploads', 'post-files', file.filename))

  const fileAdvisory = async (token: string, overrides: Parameters<typeof advisoryInput>[0]) => {
    const { httpStatus, body } = await v1<ApplicationCreated>('/applications/tech', { method: 'POST', token, body: JSON.stringify(advisoryInput(overrides)) })
    expect(httpStatus).toBe(200)
    return body.data!
  }
  const move = async (id: number, to: string, reason?: string) => {
    const { httpStatus } = await v1<ApplicationSummary>(`/applications/tech/${id}/state`, {
      method: 'POST',
      token: staffToken,
      body: JSON.stringify({ to, reason }),
    })
    expect(httpStatus).toBe(200)
  }

  beforeAll(async () => {
    portal = await startPortal('privacy', { RETENTION_CRON: '* * * * * *' })
    adminToken = await payloadLogin(seedUsernames.admin)
    staffToken = await signIn(seedUsernames.staff)
    memberToken = await signIn(seedUsernames.member1)
    otherToken = await signIn(seedUsernames.member2)
  })

  afterAll(async () => {
    await portal?.stop()
  })

  describe('the retention job', () => {
    type Record = { id: number; rule: string; count: number; filesRemoved: number; periodDays: number; createdAt: string }
    const recordsSince = async (since: string) =>
      (
        await call<{ docs: Record[] }>(`/api/destruction-records?limit=100&where[createdAt][greater_than]=${encodeURIComponent(since)}`, {
          token: adminToken,
          jwt: true,
        })
      ).body.docs

    it('destroys exactly what is past its period, files too, and leaves one record per rule without personal data', async () => {
      const oldFile = await upload(memberToken, 'attachment', 'old-plan.pdf')
      const youngFile = await upload(memberToken, 'attachment', 'young-plan.pdf')
      const oldUnused = await upload(memberToken, 'image', 'old-unused.png')
      const youngUnused = await upload(memberToken, 'image', 'young-unused.png')
      // member1 files for (주)새솔메이커스: a 기술자문 request names the member's company, whatever the form says.
      const old = await fileAdvisory(memberToken, {
        company: '(주)오래된정밀',
        contactName: '김파기',
        email: 'old-contact@example.com',
        title: '오래된 자문',
        attachmentIds: [oldFile.id],
      })
      const young = await fileAdvisory(memberToken, {
        company: '(주)최근정밀',
        contactName: '이보관',
        email: 'young-contact@example.com',
        title: '최근 자문',
        attachmentIds: [youngFile.id],
      })
      for (const { id } of [old, young]) {
        await move(id, 'review')
        await move(id, 'rejected', '김파기 님께 전화로 안내함')
      }
      const periods = Object.fromEntries(retentionRules.map((rule) => [rule.key, rule.defaultDays]))

      // Time passes for the old rows only: one transaction, so no run of the job sees half of it.
      const since = new Date().toISOString()
      await backdate(
        [
          { table: 'advisory_requests', column: 'updated_at', id: old.id, at: daysAgo(periods.applications! + 1) },
          { table: 'advisory_requests', column: 'updated_at', id: young.id, at: daysAgo(periods.applications! - 1) },
          { table: 'post_files', column: 'created_at', id: oldUnused.id, at: daysAgo(periods.unusedUploads! + 1) },
        ],
        `file:${path.join(portal.dataDir, 'portal.db')}`,
      )

      await expect
        .poll(async () => (await recordsSince(since)).map((record) => record.rule).sort(), { timeout: 30_000, interval: 250 })
        .toEqual(['applications', 'unusedUploads'])
      const records = await recordsSince(since)
      expect(records.find((record) => record.rule === 'applications')).toMatchObject({ count: 1, filesRemoved: 1, periodDays: periods.applications })
      expect(records.find((record) => record.rule === 'unusedUploads')).toMatchObject({ count: 1, filesRemoved: 1, periodDays: periods.unusedUploads })
      const written = JSON.stringify(records)
      for (const personal of [
        '김파기',
        '(주)새솔메이커스',
        'old-contact@example.com',
        '오래된 자문',
        oldFile.filename,
        oldUnused.filename,
        seedUsernames.member1,
      ]) {
        expect(written).not.toContain(personal)
      }

      type Advisory = {
        contactName: string
        company: string
        email: string
        title: string
        description: string
        attachments: number[]
        history: { reason: string | null }[]
      }
      const read = async (id: number) => (await call<Advisory>(`/api/advisory-requests/${id}?depth=0`, { token: adminToken, jwt: true })).body
      const destroyed = await read(old.id)
      expect(destroyed).toMatchObject({
        contactName: privacyMessages.anonymised,
        company: privacyMessages.anonymised,
        title: privacyMessages.anonymised,
        attachments: [],
      })
      expect(destroyed.email).not.toBe('old-contact@example.com')
      expect(destroyed.history.map((entry) => entry.reason)).toEqual(destroyed.history.map(() => null))
      expect(onDisk(oldFile)).toBe(false)
      expect(onDisk(oldUnused)).toBe(false)

      const kept = await read(young.id)
      expect(kept).toMatchObject({ contactName: '이보관', company: '(주)새솔메이커스', attachments: [youngFile.id] })
      expect(onDisk(youngFile)).toBe(true)
      expect(onDisk(youngUnused)).toBe(true)
    })

    it('lets staff read the records and nobody write, change or delete one', async () => {
      const [record] = (await call<{ docs: Record[] }>('/api/destruction-records?limit=1', { token: staffToken, jwt: true })).body.docs
      expect(record).toBeDefined()
      expect(
        (await call(`/api/destruction-records/${record!.id}`, { method: 'PATCH', token: adminToken, jwt: true, body: JSON.stringify({ count: 0 }) }))
          .httpStatus,
      ).toBe(403)
      expect((await call(`/api/destruction-records/${record!.id}`, { method: 'DELETE', token: adminToken, jwt: true })).httpStatus).toBe(403)
      expect(
        (
          await call('/api/destruction-records', {
            method: 'POST',
            token: adminToken,
            jwt: true,
            body: JSON.stringify({ rule: 'applications', ruleLabel: 'x', method: 'x', count: 1, periodDays: 1, cutoff: new Date().toISOString() }),
          })
        ).httpStatus,
      ).toBe(403)
      expect((await call('/api/destruction-records', { token: memberToken })).httpStatus).toBe(403)
    })
  })

  describe('the retention settings and the privacy policy', () => {
    const periodsOnPolicy = async () => {
      const html = (await v1<TermsDocument>('/terms/privacy')).body.data!.html
      return Object.fromEntries([...html.matchAll(/data-retention="(\w+)".*?data-retention-period>([^<]+)</g)].map(([, key, period]) => [key, period]))
    }
    const settings = () => call<Record<string, number>>('/api/globals/retention-settings', { token: adminToken, jwt: true })

    it('prints on the policy exactly the periods in force, also after an admin changed one', async () => {
      const asPrinted = (values: Record<string, number>) => Object.fromEntries(retentionRules.map((rule) => [rule.key, formatRetentionDays(values[rule.key]!)]))
      expect(await periodsOnPolicy()).toEqual(asPrinted((await settings()).body))

      const changed = await call('/api/globals/retention-settings', {
        method: 'POST',
        token: adminToken,
        jwt: true,
        body: JSON.stringify({ applications: 4 * 365, mailJobs: 45 }),
      })
      expect(changed.httpStatus).toBe(200)
      const now = (await settings()).body
      expect(now).toMatchObject({ applications: 4 * 365, mailJobs: 45 })
      expect(await periodsOnPolicy()).toEqual(asPrinted(now))
      expect((await periodsOnPolicy()).applications).toBe('4년')
    })

    it('refuses a period under its floor, even from an admin, with a Korean message', async () => {
      const accessLogs = retentionRules.find((rule) => rule.key === 'accessLogs')!
      const { httpStatus, body } = await call<{ errors: { message: string }[] }>('/api/globals/retention-settings', {
        method: 'POST',
        token: adminToken,
        jwt: true,
        body: JSON.stringify({ accessLogs: accessLogs.floorDays - 1 }),
      })
      expect(httpStatus).toBe(400)
      expect(body.errors[0]!.message).toBe(privacyMessages.belowFloor(accessLogs.label, accessLogs.floorDays))
      expect(privacyMessages.belowFloor(accessLogs.label, accessLogs.floorDays)).toBe('개인정보 접속기록의 보유 기간은 2년(730일) 미만으로 줄일 수 없습니다.')
      const viaGraphQL = await call<{ errors?: { message: string }[] }>('/api/graphql', {
        method: 'POST',
        token: adminToken,
        jwt: true,
        body: JSON.stringify({ query: `mutation { updateRetentionSetting(data: { accessLogs: ${accessLogs.floorDays - 1} }) { accessLogs } }` }),
      })
      expect(viaGraphQL.body.errors?.[0]?.message).toBe(privacyMessages.belowFloor(accessLogs.label, accessLogs.floorDays))
      expect((await settings()).body.accessLogs).toBe(accessLogs.defaultDays)
    })

    it('lets staff read the periods but not change them; members and guests do neither', async () => {
      expect((await call('/api/globals/retention-settings', { token: staffToken, jwt: true })).httpStatus).toBe(200)
      expect(
        (await call('/api/globals/retention-settings', { method: 'POST', token: staffToken, jwt: true, body: JSON.stringify({ mailJobs: 60 }) })).httpStatus,
      ).toBe(403)
      expect((await settings()).body.mailJobs).toBe(45)
      expect((await call('/api/globals/retention-settings', { token: memberToken })).httpStatus).toBe(403)
      expect((await call('/api/globals/retention-settings')).httpStatus).toBe(403)
    })
  })

  describe('내 정보 내려받기', () => {
    type Field = { label: string; value: unknown }
    type MyData = { loginId: string; profile: Field[]; sections: { key: string; rows: Field[][] }[] }
    const openGate = async (token: string) =>
      (await v1<ProfileGateData>('/mypage/verify-password', { method: 'POST', token, body: JSON.stringify({ password: seedPassword }) })).body.data!
        .profileToken

    it('needs the password first', async () => {
      const { httpStatus, body } = await v1('/mypage/my-data', { token: memberToken })
      expect(httpStatus).toBe(403)
      expect(body.status.message).toMatch(/비밀번호/)
    })

    it('holds the member’s applications with their history, and nothing of another member', async () => {
      const mine = await fileAdvisory(memberToken, { company: '(주)내려받기', contactName: '박본인', title: '내 자문 신청' })
      await move(mine.id, 'review')
      await fileAdvisory(otherToken, { company: '(주)남의회사', contactName: '최타인', title: '다른 회원의 자문' })

      const response = await fetch(`${portal.url}/api/v1/mypage/my-data?format=json`, {
        headers: { Authorization: `Bearer ${memberToken}`, 'X-Profile-Token': await openGate(memberToken) },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="my-data-\d{8}\.json"/)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const data = (await response.json()) as MyData
      expect(data.loginId).toBe(seedUsernames.member1)
      const text = JSON.stringify(data)
      expect(text).toContain('박본인')
      expect(text).not.toContain('최타인')
      expect(text).not.toContain('(주)남의회사')
      const advisory = data.sections.find((section) => section.key === 'advisoryRequests')!
      const row = advisory.rows.find((fields) => fields.some((field) => field.value === '내 자문 신청'))!
      const history = row.find((field) => field.label === '처리 이력')!.value as Field[][]
      expect(history.map((entry) => entry.find((field) => field.label === '상태')?.value)).toEqual(['접수', '검토중'])
      // Who on the staff moved it is not the member's data.
      expect(history.flat().map((field) => field.label)).not.toContain('처리자')
    })

    it('comes as a readable page too', async () => {
      const response = await fetch(`${portal.url}/api/v1/mypage/my-data?format=html`, {
        headers: { Authorization: `Bearer ${memberToken}`, 'X-Profile-Token': await openGate(memberToken) },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      const html = await response.text()
      expect(html).toContain('포털이 보관한 내 정보')
      expect(html).toContain('기술자문 신청')
      expect(html).not.toContain('최타인')
    })

    it('refuses another member’s password gate and an unknown format in Korean', async () => {
      const foreignGate = await fetch(`${portal.url}/api/v1/mypage/my-data`, {
        headers: { Authorization: `Bearer ${memberToken}`, 'X-Profile-Token': await openGate(otherToken) },
      })
      expect(foreignGate.status).toBe(403)
      const { httpStatus, body } = await v1(`/mypage/my-data?format=xml`, { token: memberToken, headers: { 'X-Profile-Token': await openGate(memberToken) } })
      expect(httpStatus).toBe(400)
      expect(body.status.message).toBe(privacyMessages.format)
    })
  })

  describe('consent history', () => {
    const consents = async (token: string) => (await v1<ConsentOverview>('/mypage/consents', { token })).body.data!

    it('records the versions agreed at join and every change of the news-mail consent', async () => {
      const email = `consent${Date.now().toString(36)}@example.com`
      const afterId = await lastMailId(portal.url, email)
      await v1(`/cert/send-mail?email=${encodeURIComponent(email)}`, { method: 'POST' })
      const code = sixDigitCode(await waitForMail(portal.url, email, { afterId }))
      const checked = await v1<CertCheckedData>('/cert/check', { method: 'POST', body: JSON.stringify({ email, code }) })
      const loginId = `cons${Date.now().toString(36)}`
      const joined = await v1('/join', {
        method: 'POST',
        body: JSON.stringify({
          memberClass: 'general',
          email,
          certToken: checked.body.data!.certToken,
          login_id: loginId,
          password: seedPassword,
          name: '동의이력',
          phoneCountry: '+82',
          phone: '010-2345-6789',
          agreements: { terms: true, privacy: true, marketing: true },
        }),
      })
      expect(joined.httpStatus).toBe(200)
      const token = await signIn(loginId)
      const { body: terms } = await v1<TermsDocument>('/terms/use')
      const { body: policy } = await v1<TermsDocument>('/terms/privacy')

      const atJoin = await consents(token)
      expect(
        atJoin.history.map(({ kind, termsVersion, agreed, source }) => ({ kind, termsVersion, agreed, source })).sort((a, b) => a.kind.localeCompare(b.kind)),
      ).toEqual([
        { kind: 'marketing', termsVersion: null, agreed: true, source: 'join' },
        { kind: 'privacy', termsVersion: policy.data!.version, agreed: true, source: 'join' },
        { kind: 'use', termsVersion: terms.data!.version, agreed: true, source: 'join' },
      ])
      expect(atJoin.status.every((status) => !status.needsConsent)).toBe(true)

      const withdrawn = await v1<ConsentOverview>('/mypage/consents', { method: 'POST', token, body: JSON.stringify({ kind: 'marketing', agreed: false }) })
      expect(withdrawn.httpStatus).toBe(200)
      expect(withdrawn.body.data!.status.find((status) => status.kind === 'marketing')).toMatchObject({ agreed: false })
      expect(withdrawn.body.data!.history[0]).toMatchObject({ kind: 'marketing', agreed: false, source: 'mypage' })
      // Saying the same again changes nothing and records nothing.
      await v1('/mypage/consents', { method: 'POST', token, body: JSON.stringify({ kind: 'marketing', agreed: false }) })
      const again = await v1<ConsentOverview>('/mypage/consents', { method: 'POST', token, body: JSON.stringify({ kind: 'marketing', agreed: true }) })
      expect(again.body.data!.history.filter((entry) => entry.kind === 'marketing').map((entry) => [entry.agreed, entry.source])).toEqual([
        [true, 'mypage'],
        [false, 'mypage'],
        [true, 'join'],
      ])
    })

    it('refuses withdrawing a required term, and shows nobody else’s history', async () => {
      const { httpStatus, body } = await v1('/mypage/consents', { method: 'POST', token: memberToken, body: JSON.stringify({ kind: 'use', agreed: false }) })
      expect(httpStatus).toBe(400)
      expect(body.status.message).toBe(privacyMessages.requiredTerm('이용약관'))
      const { body: rows } = await call<{ docs: { member: number }[] }>('/api/consent-records?limit=100&depth=0', { token: memberToken })
      const { body: me } = await call<{ user: { id: number } }>('/api/users/me', { token: memberToken })
      expect(rows.docs.every((row) => row.member === me.user.id)).toBe(true)
      expect((await v1('/mypage/consents')).httpStatus).toBe(401)
    })
  })
})
