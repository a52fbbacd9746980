import { beforeAll, describe, expect, it } from 'vitest'
import { bearer, portalUrl } from '../helpers/api'
import { dayFrom } from '../helpers/education'
import { memberToken, staffToken } from '../helpers/equipment'
import { waitForMail } from '../helpers/mailbox'
import { fileStatus, uploaded } from '../helpers/member-boards'
import { createCompanyMember, type TestMember } from '../helpers/members'
import { callDetail, callList, createCall, moveProposal, myProposals, propose, proposalDetail, proposalInput, reviseProposal } from '../helpers/projects'

let member: TestMember
let token: string
let otherToken: string
let staff: string

beforeAll(async () => {
  member = await createCompanyMember('prop')
  token = await memberToken(member)
  otherToken = await memberToken(await createCompanyMember('propo'))
  staff = await staffToken()
})

const expectRefused = (response: { httpStatus: number; body: { status: { message: string } } }, httpStatus: number, message: string) => {
  expect(response.body.status.message).toBe(message)
  expect(response.httpStatus).toBe(httpStatus)
}

/** A new proposal of the member to a new open call, with one uploaded file. */
const filed = async () => {
  const callId = await createCall()
  const file = await uploaded(token, 'attachment')
  const { httpStatus, body } = await propose(token, proposalInput(callId, [file.id]))
  expect(httpStatus).toBe(200)
  return { callId, file, ...body.data! }
}

describe('the project calls', () => {
  it('stand open, upcoming or closed by their window, and filter by it', async () => {
    const marker = `창 ${Date.now().toString(36)}`
    const [open, upcoming, closed] = await Promise.all([
      createCall({ title: `${marker} 접수중` }),
      createCall({ title: `${marker} 예정`, applyStart: dayFrom(3), applyEnd: dayFrom(20) }),
      createCall({ title: `${marker} 마감`, applyStart: dayFrom(-20), applyEnd: dayFrom(-1) }),
    ])
    const { body } = await callList(`?pageSize=100&searchKeyword=${encodeURIComponent(marker)}`)
    const states = Object.fromEntries(body.data!.list.map((call) => [call.id, [call.state, call.stateLabel]]))
    expect(states).toEqual({ [open]: ['open', '접수중'], [upcoming]: ['upcoming', '접수예정'], [closed]: ['closed', '마감'] })
    const openOnly = await callList(`?pageSize=100&state=open&searchKeyword=${encodeURIComponent(marker)}`)
    expect(openOnly.body.data!.list.map((call) => call.id)).toEqual([open])
    expectRefused(await callList('?state=soon'), 400, '접수 상태는 접수예정, 접수중, 마감 가운데 하나여야 합니다.')
  })

  it('show a call in full with its HTML, and drafts to nobody on the portal', async () => {
    const id = await createCall()
    const { body } = await callDetail(null, id)
    expect(body.data).toMatchObject({ id, state: 'open', budget: '과제당 최대 3,000만 원', eligibility: '지역 중소기업', myProposal: null })
    expect(body.data!.contentHtml).toContain('공고 내용')
    const draft = await createCall({ _status: 'draft' })
    expectRefused(await callDetail(staff, draft), 404, '과제 공고를 찾을 수 없습니다.')
  })
})

describe('proposing to a call', () => {
  it('files it as 접수 with a JD- number and its files private, shows it on the call and mails the member', async () => {
    const { id, applicationNo, callId, file } = await filed()
    expect(applicationNo).toMatch(/^JD-\d{8}-\d{4}$/)
    expect((await callDetail(token, callId)).body.data!.myProposal).toMatchObject({ id, applicationNo, state: 'received' })
    expect((await callDetail(otherToken, callId)).body.data!.myProposal).toBeNull()
    expect((await myProposals(token)).body.data!.list.map((row) => row.id)).toContain(id)
    const detail = (await proposalDetail(token, id)).body.data!
    expect(detail).toMatchObject({ callId, state: 'received', canWithdraw: true, canResubmit: false })
    expect(detail.attachments.map((attachment) => attachment.id)).toEqual([file.id])
    expect(await fileStatus(otherToken, file.url)).toBe(403)
    expect(await fileStatus(staff, file.url)).toBe(200)
    const mail = await waitForMail(portalUrl(), member.email, { subject: /공동기술개발과제 신청이 접수되었습니다/ })
    expect(mail.text).toContain(applicationNo)
  })

  it('needs a proposal file, consent and an open window, and refuses a second proposal to the same call', async () => {
    const callId = await createCall()
    expectRefused(await propose(token, proposalInput(callId, [])), 400, '제안서 파일을 1개 이상 올려 주세요.')
    const file = await uploaded(token, 'attachment')
    expectRefused(await propose(token, { ...proposalInput(callId, [file.id]), privacyConsent: false }), 400, '개인정보 수집·이용에 동의해 주세요.')
    expect((await propose(token, proposalInput(callId, [file.id]))).httpStatus).toBe(200)
    const again = await propose(token, proposalInput(callId, [(await uploaded(token, 'attachment')).id]))
    expectRefused(again, 409, '이미 제안서를 제출한 공고입니다. 마이페이지의 공동기술개발 현황에서 확인해 주세요.')
    const closed = await createCall({ applyStart: dayFrom(-20), applyEnd: dayFrom(-1) })
    expectRefused(
      await propose(token, proposalInput(closed, [(await uploaded(token, 'attachment')).id])),
      409,
      '지금은 제안서를 받지 않는 공고입니다. 접수 기간을 확인해 주세요.',
    )
    expect((await propose(null, proposalInput(callId, [file.id]))).httpStatus).toBe(401)
  })

  it("refuses another member's file", async () => {
    const callId = await createCall()
    const theirs = await uploaded(otherToken, 'attachment')
    expectRefused(await propose(token, proposalInput(callId, [theirs.id])), 400, '올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.')
  })
})

describe('a proposal on the status model', () => {
  it('is revised after 보완요청, also past the deadline, and approved', async () => {
    const { id, callId } = await filed()
    expect((await moveProposal(staff, id, 'revision', '예산 계획을 보완해 주세요.')).httpStatus).toBe(200)
    await fetch(`${portalUrl()}/api/project-calls/${callId}`, {
      method: 'PATCH',
      headers: { ...bearer(staff), 'Content-Type': 'application/json' },
      body: JSON.stringify({ applyEnd: dayFrom(-1) }),
    })
    const newFile = await uploaded(token, 'attachment')
    const { callId: _call, privacyConsent: _consent, ...edit } = proposalInput(callId, [newFile.id], { summary: '예산 계획을 보완했습니다.' })
    expect((await reviseProposal(token, id, edit)).httpStatus).toBe(200)
    const detail = (await proposalDetail(token, id)).body.data!
    expect(detail).toMatchObject({ state: 'resubmitted', summary: '예산 계획을 보완했습니다.' })
    expect(detail.attachments.map((file) => file.id)).toEqual([newFile.id])
    expect((await moveProposal(staff, id, 'approved', '선정되었습니다.')).httpStatus).toBe(200)
    expect((await proposalDetail(token, id)).body.data!.history.map((entry) => entry.state)).toEqual(['received', 'revision', 'resubmitted', 'approved'])
  })

  it('withdrawn, lets the company propose to the call again', async () => {
    const { id, callId } = await filed()
    expect((await moveProposal(token, id, 'withdrawn')).httpStatus).toBe(200)
    expect((await callDetail(token, callId)).body.data!.myProposal).toBeNull()
    expect((await propose(token, proposalInput(callId, [(await uploaded(token, 'attachment')).id]))).httpStatus).toBe(200)
  })

  it("is the member's own: another member gets 404, a guest 401", async () => {
    const { id } = await filed()
    expectRefused(await proposalDetail(otherToken, id), 404, '신청 내역을 찾을 수 없습니다.')
    expect((await proposalDetail(null, id)).httpStatus).toBe(401)
    expect((await moveProposal(otherToken, id, 'withdrawn')).httpStatus).toBe(404)
  })
})

describe('the applicants export', () => {
  it('gives staff the proposals of one call as CSV', async () => {
    const { callId, applicationNo } = await filed()
    const response = await fetch(
      `${portalUrl()}/api/v1/applications/assn/export?where[call][equals]=${callId}&downloadReason=${encodeURIComponent('업무 처리')}`,
      { headers: bearer(staff) },
    )
    expect(response.status).toBe(200)
    // The file is named after this programme, not after 기술자문 (issue 37: the list once exported TA- rows).
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toContain("UTF-8''공동기술개발과제_신청_")
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('신청번호,상태,공고명,과제명,기업명,담당자,연락처,이메일,제안서 파일 수,신청일시,최근 처리일시,최근 처리 사유')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`${applicationNo},접수,`)
    expect(lines[1]).toMatch(/^JD-/)
  })
})

describe('a call someone proposed to', () => {
  it('cannot be deleted', async () => {
    const { callId } = await filed()
    const response = await fetch(`${portalUrl()}/api/project-calls/${callId}`, { method: 'DELETE', headers: bearer(staff) })
    expect(response.status).toBe(409)
    expect(JSON.stringify(await response.json())).toContain('제안서가 접수된 공고는 삭제할 수 없습니다.')
  })
})
