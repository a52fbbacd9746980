import { beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationState } from '../../contract/applications'
import { advisoryDetail, advisoryInput, experts, fileAdvisory, filedAdvisory, moveApplication, myAdvisory, resubmitAdvisory } from '../helpers/applications'
import { portalUrl, requestJson, bearer } from '../helpers/api'
import { memberToken, staffToken } from '../helpers/equipment'
import { lastMailId, waitForMail } from '../helpers/mailbox'
import { createCompanyMember, type TestMember } from '../helpers/members'
import { fileStatus, uploaded } from '../helpers/member-boards'

let member: TestMember
let token: string
let otherToken: string
let staff: string

beforeAll(async () => {
  // The company's name has a comma: the CSV export below must quote it (a 기술자문 request names the member's company).
  member = await createCompanyMember('appl', { companyName: '새솔, 정밀' })
  token = await memberToken(member)
  otherToken = await memberToken(await createCompanyMember('applo'))
  staff = await staffToken()
})

const expectRefused = (response: { httpStatus: number; body: { status: { message: string } } }, httpStatus: number, message: string | RegExp) => {
  expect(response.body.status.message).toMatch(message)
  expect(response.httpStatus).toBe(httpStatus)
}

/** A request walked by staff into `state` (through the moves a real one takes). */
const requestIn = async (state: ApplicationState) => {
  const { id } = await filedAdvisory(token)
  const path: Record<ApplicationState, [string, string?][]> = {
    received: [],
    review: [['review']],
    revision: [['revision', '자료를 보완해 주세요.']],
    resubmitted: [['revision', '자료를 보완해 주세요.']],
    approved: [['approved']],
    rejected: [['rejected', '지원 대상이 아닙니다.']],
    done: [['approved'], ['done']],
    withdrawn: [],
  }
  for (const [to, reason] of path[state]) expect((await moveApplication(staff, id, to, reason)).httpStatus).toBe(200)
  if (state === 'resubmitted') expect((await resubmitAdvisory(token, id, advisoryInput({ description: '보완했습니다.' }))).httpStatus).toBe(200)
  if (state === 'withdrawn') expect((await moveApplication(token, id, 'withdrawn')).httpStatus).toBe(200)
  return id
}

describe('the advisory experts', () => {
  it('are listed by field for everyone, published ones only', async () => {
    const { httpStatus, body } = await experts('?field=ict&pageSize=100')
    expect(httpStatus).toBe(200)
    expect(body.data!.list.length).toBeGreaterThan(0)
    expect(body.data!.list.every((expert) => expert.field === 'ict' && expert.fieldLabel === '정보통신·SW')).toBe(true)
    expectRefused(await experts('?field=space'), 400, '자문 분야를 선택해 주세요.')
  })
})

describe('filing an advisory request', () => {
  it("files it as 접수 with a TA- number, lists it as the member's own and mails them", async () => {
    const before = await lastMailId(portalUrl(), member.email)
    const expert = (await experts('?field=mechanical')).body.data!.list[0]!
    const { httpStatus, body } = await fileAdvisory(token, advisoryInput({ preferredExpertId: expert.id }))
    expect(httpStatus).toBe(200)
    expect(body.data!.applicationNo).toMatch(/^TA-\d{8}-\d{4,}$/)
    const detail = (await advisoryDetail(token, body.data!.id)).body.data!
    expect(detail).toMatchObject({ state: 'received', stateLabel: '접수', canWithdraw: true, canResubmit: false, preferredExpert: { id: expert.id } })
    expect(detail.history.map((entry) => entry.stateLabel)).toEqual(['접수'])
    expect((await myAdvisory(token)).body.data!.list.map((row) => row.id)).toContain(body.data!.id)
    const mail = await waitForMail(portalUrl(), member.email, { afterId: before, subject: /접수되었습니다/ })
    expect(mail.subject).toBe('[새솔대학교 산학협력단] 기술자문 신청이 접수되었습니다')
    expect(mail.text).toMatch(/신청일시: \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}\n/)
    expect(mail.text).toContain(`신청번호: ${body.data!.applicationNo}`)
  })

  it('refuses a guest with 401 and bad input with the Korean reason, saving nothing', async () => {
    expectRefused(await fileAdvisory(null, advisoryInput()), 401, '로그인이 필요합니다.')
    const count = (await myAdvisory(token)).body.data!.cnt_total
    expectRefused(await fileAdvisory(token, advisoryInput({ privacyConsent: false })), 400, '개인정보 수집·이용에 동의해 주세요.')
    expectRefused(await fileAdvisory(token, advisoryInput({ title: '' })), 400, '자문 제목을 입력해 주세요.')
    expectRefused(await fileAdvisory(token, advisoryInput({ description: '가'.repeat(3001) })), 400, '자문 요청 내용은 3,000자 이내로 입력해 주세요.')
    expectRefused(await fileAdvisory(token, advisoryInput({ phone: '12345' })), 400, '휴대폰 번호가 유효하지 않습니다.')
    expectRefused(await fileAdvisory(token, advisoryInput({ preferredExpertId: 999_999 })), 400, '선택한 자문위원을 찾을 수 없습니다. 다시 선택해 주세요.')
    expect((await myAdvisory(token)).body.data!.cnt_total).toBe(count)
  })

  it("takes up to three of the member's own attachments, private to the member and staff", async () => {
    const files = [
      await uploaded(token, 'attachment'),
      await uploaded(token, 'attachment'),
      await uploaded(token, 'attachment'),
      await uploaded(token, 'attachment'),
    ]
    expectRefused(await fileAdvisory(token, advisoryInput({ attachmentIds: files.map((file) => file.id) })), 400, '첨부파일은 최대 3개까지 올릴 수 있습니다.')
    const someoneElses = await uploaded(otherToken, 'attachment')
    expectRefused(await fileAdvisory(token, advisoryInput({ attachmentIds: [someoneElses.id] })), 400, '올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.')

    const { id } = await filedAdvisory(token, { attachmentIds: files.slice(0, 2).map((file) => file.id) })
    const detail = (await advisoryDetail(token, id)).body.data!
    expect(detail.attachments.map((file) => file.id)).toEqual(files.slice(0, 2).map((file) => file.id))
    expect(await fileStatus(token, files[0]!.url)).toBe(200)
    expect(await fileStatus(staff, files[0]!.url)).toBe(200)
    expect(await fileStatus(otherToken, files[0]!.url)).toBe(403)
    expect(await fileStatus(null, files[0]!.url)).toBe(403)
    // A file an application uses cannot be taken by another one.
    expectRefused(await fileAdvisory(token, advisoryInput({ attachmentIds: [files[0]!.id] })), 400, '올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.')
  })
})

describe('who reads an application', () => {
  it('its member and staff; another member gets 404 and a guest 401', async () => {
    const { id } = await filedAdvisory(token)
    expect((await advisoryDetail(token, id)).httpStatus).toBe(200)
    expect((await advisoryDetail(staff, id)).httpStatus).toBe(200)
    expectRefused(await advisoryDetail(otherToken, id), 404, '신청 내역을 찾을 수 없습니다.')
    expectRefused(await advisoryDetail(null, id), 401, '로그인이 필요합니다.')
    expect((await myAdvisory(otherToken)).body.data!.list.map((row) => row.id)).not.toContain(id)
    expectRefused(await moveApplication(otherToken, id, 'withdrawn'), 404, '신청 내역을 찾을 수 없습니다.')
  })
})

describe('the status model', () => {
  const staffMoves: [ApplicationState, ApplicationState, boolean][] = [
    ['received', 'review', true],
    ['received', 'approved', true],
    ['received', 'done', false],
    ['review', 'revision', true],
    ['review', 'received', false],
    ['revision', 'approved', false],
    ['revision', 'resubmitted', false],
    ['resubmitted', 'review', true],
    ['resubmitted', 'approved', true],
    ['approved', 'done', true],
    ['approved', 'rejected', false],
    ['rejected', 'approved', false],
    ['done', 'review', false],
    ['withdrawn', 'review', false],
  ]
  it.each(staffMoves)('staff: %s → %s allowed: %s', async (from, to, allowed) => {
    const id = await requestIn(from)
    const reason = to === 'revision' || to === 'rejected' ? '사유' : undefined
    const response = await moveApplication(staff, id, to, reason)
    if (allowed) expect(response.body.data).toMatchObject({ state: to })
    else expectRefused(response, 409, /^현재 상태\(.+\)에서는 .+ 수 없습니다\.$/)
  })

  const memberMoves: [ApplicationState, ApplicationState, boolean][] = [
    ['received', 'withdrawn', true],
    ['review', 'withdrawn', true],
    ['revision', 'withdrawn', true],
    ['resubmitted', 'withdrawn', true],
    ['approved', 'withdrawn', false],
    ['rejected', 'withdrawn', false],
    ['received', 'approved', false],
    ['received', 'review', false],
    ['revision', 'resubmitted', false],
  ]
  it.each(memberMoves)('the member: %s → %s allowed: %s', async (from, to, allowed) => {
    const id = await requestIn(from)
    const response = await moveApplication(token, id, to)
    if (allowed) expect(response.body.data).toMatchObject({ state: to })
    else expectRefused(response, 409, /^현재 상태\(.+\)에서는 .+ 수 없습니다\.$/)
  })

  it('a revision request and a rejection need their reason', async () => {
    const id = await requestIn('review')
    expectRefused(await moveApplication(staff, id, 'revision'), 400, '보완요청 사유를 입력해 주세요.')
    expectRefused(await moveApplication(staff, id, 'rejected', '  '), 400, '반려 사유를 입력해 주세요.')
  })

  it('revision → the member edits and resubmits → 재제출 → approved → done, each step in the history and in a mail', async () => {
    const id = await requestIn('received')
    const before = await lastMailId(portalUrl(), member.email)
    await moveApplication(staff, id, 'review')
    await moveApplication(staff, id, 'revision', '불량 사진을 첨부해 주세요.')
    // Mails go out after the answer: an earlier test's revision mail to the same member may still
    // arrive after `before`, so the mail is the one that links this application.
    const link = new RegExp(`/myPage/tech\\?id=${id}(\\D|$)`)
    const revisionMail = await waitForMail(portalUrl(), member.email, { afterId: before, subject: /보완이 필요합니다/, text: link })
    expect(revisionMail.text).toContain('사유: 불량 사진을 첨부해 주세요.')
    expect((await advisoryDetail(token, id)).body.data).toMatchObject({ canResubmit: true, canWithdraw: true })

    const file = await uploaded(token, 'attachment')
    const resubmitted = await resubmitAdvisory(token, id, advisoryInput({ description: '불량 사진을 첨부했습니다.', attachmentIds: [file.id] }))
    expect(resubmitted.httpStatus).toBe(200)
    expectRefused(await resubmitAdvisory(token, id, advisoryInput()), 409, '보완요청을 받은 신청만 수정해 다시 제출할 수 있습니다.')
    await moveApplication(staff, id, 'approved', '12월 첫 주에 방문 자문합니다.')
    await moveApplication(staff, id, 'done')

    const detail = (await advisoryDetail(token, id)).body.data!
    expect(detail).toMatchObject({ state: 'done', description: '불량 사진을 첨부했습니다.', canWithdraw: false, canResubmit: false })
    expect(detail.attachments.map((attachment) => attachment.id)).toEqual([file.id])
    expect(detail.history.map((entry) => [entry.stateLabel, entry.reason])).toEqual([
      ['접수', null],
      ['검토중', null],
      ['보완요청', '불량 사진을 첨부해 주세요.'],
      ['재제출', null],
      ['승인', '12월 첫 주에 방문 자문합니다.'],
      ['완료', null],
    ])
    await waitForMail(portalUrl(), member.email, { afterId: before, subject: /완료되었습니다/, text: link })
  })

  it('another member cannot resubmit it, and two staff deciding at once make one move', async () => {
    const id = await requestIn('revision')
    expectRefused(await resubmitAdvisory(otherToken, id, advisoryInput()), 404, '신청 내역을 찾을 수 없습니다.')
    const second = await requestIn('received')
    const answers = await Promise.all([moveApplication(staff, second, 'approved'), moveApplication(staff, second, 'rejected', '중복 신청')])
    expect(answers.map((answer) => answer.httpStatus).sort()).toEqual([200, 409])
    expect((await advisoryDetail(staff, second)).body.data!.history).toHaveLength(2)
  })
})

describe('Payload REST and the admin form', () => {
  it('write neither the state, the history nor what the member wrote, and nobody files through REST', async () => {
    const id = await requestIn('received')
    const patched = await requestJson<{ doc?: { state: string } }>(`/api/advisory-requests/${id}`, {
      method: 'PATCH',
      headers: bearer(staff),
      body: JSON.stringify({ state: 'done', history: [], title: '바뀐 제목', staffMemo: '전화 상담 완료' }),
    })
    expect(patched.httpStatus).toBe(200)
    const detail = (await advisoryDetail(staff, id)).body.data!
    expect(detail).toMatchObject({ state: 'received', title: advisoryInput().title })
    expect(detail.history).toHaveLength(1)
    const byMember = await requestJson(`/api/advisory-requests/${id}`, { method: 'PATCH', headers: bearer(token), body: JSON.stringify({ title: '바꿈' }) })
    expect(byMember.httpStatus).toBe(403)
    const created = await requestJson('/api/advisory-requests', { method: 'POST', headers: bearer(token), body: JSON.stringify(advisoryInput()) })
    expect(created.httpStatus).toBe(403)
  })
})

describe('the Excel export of the admin list', () => {
  const exportCsv = async (token: string | null, query: string) => {
    // Every export names its 다운로드 사유 (issue 29); the file itself is what these tests hold.
    const response = await fetch(`${portalUrl()}/api/v1/applications/tech/export?${query}&downloadReason=${encodeURIComponent('업무 처리')}`, {
      headers: token ? bearer(token) : {},
    })
    // Response.text() drops a BOM; the bytes are what Excel reads.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
    return { status: response.status, type: response.headers.get('content-type'), text }
  }

  it('gives staff the filtered list as UTF-8 CSV with BOM, a formula typed by a member kept as text', async () => {
    const marker = `엑셀${Date.now().toString(36)}`
    const { id } = await filedAdvisory(token, { title: `=HYPERLINK("x") ${marker}`, company: '새솔, 정밀' })
    const rejected = await filedAdvisory(token, { title: `반려건 ${marker}` })
    await moveApplication(staff, rejected.id, 'rejected', '대상 아님')

    const { status, type, text } = await exportCsv(staff, `where[or][0][and][0][state][equals]=received&search=${encodeURIComponent(marker)}`)
    expect(status).toBe(200)
    expect(type).toBe('text/csv; charset=utf-8')
    expect(text.startsWith('\uFEFF신청번호,상태,자문 제목,기업명')).toBe(true)
    const lines = text.slice(1).trimEnd().split('\r\n')
    expect(lines).toHaveLength(2)
    const detail = (await advisoryDetail(staff, id)).body.data!
    expect(lines[1]).toContain(`${detail.applicationNo},접수,"'=HYPERLINK(""x"") ${marker}","새솔, 정밀",`)
  })

  it('is refused to a member (403) and a guest (401)', async () => {
    expect((await exportCsv(token, '')).status).toBe(403)
    expect((await exportCsv(null, '')).status).toBe(401)
  })
})
