import { beforeAll, describe, expect, it } from 'vitest'
import type { MyPageCounts } from '../../contract/auth'
import { graphql } from '../helpers/access-matrix'
import { bearer, portalUrl, requestJson, v1 } from '../helpers/api'
import { memberToken, seedMemberToken, staffToken } from '../helpers/equipment'
import { waitForMail } from '../helpers/mailbox'
import { fileStatus, uploaded } from '../helpers/member-boards'
import { createCompanyMember, createMember, type TestMember } from '../helpers/members'
import {
  createTechnology,
  fileTransfer,
  moveTransfer,
  myTransfers,
  recordOutcome,
  resubmitTransfer,
  technologyPage,
  transferDetail,
  transferInput,
} from '../helpers/tech-transfer-requests'

let member: TestMember
let token: string
let otherToken: string
let staff: string

beforeAll(async () => {
  member = await createCompanyMember('ttreq')
  token = await memberToken(member)
  otherToken = await memberToken(await createCompanyMember('ttreqo'))
  staff = await staffToken()
})

const expectRefused = (response: { httpStatus: number; body: { status: { message: string } } }, httpStatus: number, message: string) => {
  expect(response.body.status.message).toBe(message)
  expect(response.httpStatus).toBe(httpStatus)
}

/** A new request of the member about a new technology, with one uploaded file. */
const filed = async () => {
  const technologyId = await createTechnology()
  const file = await uploaded(token, 'attachment')
  const { httpStatus, body } = await fileTransfer(token, transferInput(technologyId, [file.id]))
  expect(httpStatus).toBe(200)
  return { technologyId, file, ...body.data! }
}

/** Walks a request to 완료 as staff would: 검토중, 승인, 완료. */
const completed = async () => {
  const request = await filed()
  for (const to of ['review', 'approved', 'done']) expect((await moveTransfer(staff, request.id, to)).httpStatus).toBe(200)
  return request
}

const counts = async (accessToken: string) => (await v1<MyPageCounts>('/mypage/counts', { headers: bearer(accessToken) })).body.data!.transfer

describe('filing a 기술상담 신청', () => {
  it('files it as 접수 with a TT- number, shows it on the technology and in my-page, and mails the member', async () => {
    const before = await counts(token)
    const { id, applicationNo, technologyId, file } = await filed()
    expect(applicationNo).toMatch(/^TT-\d{8}-\d{4}$/)
    expect((await technologyPage(token, technologyId)).body.data!.myRequest).toEqual({ id, applicationNo, state: 'received', stateLabel: '접수' })
    expect((await technologyPage(otherToken, technologyId)).body.data!.myRequest).toBeNull()
    expect((await technologyPage(null, technologyId)).body.data!.myRequest).toBeNull()
    const row = (await myTransfers(token)).body.data!.list.find((item) => item.id === id)
    expect(row).toMatchObject({ kind: 'transfer', technologyId, state: 'received', canWithdraw: true, canResubmit: false })
    expect(row!.technologyTitle).toBe(row!.title)
    const detail = (await transferDetail(token, id)).body.data!
    expect(detail).toMatchObject({ preferredTransferType: 'nonExclusive', preferredTransferTypeLabel: '통상실시', outcome: null, outcomeLabel: null })
    expect(detail.attachments.map((attachment) => attachment.id)).toEqual([file.id])
    expect(await fileStatus(otherToken, file.url)).toBe(403)
    expect(await counts(token)).toEqual({ total: before.total + 1, open: before.open + 1 })
    const mail = await waitForMail(portalUrl(), member.email, { subject: /기술상담 신청이 접수되었습니다/ })
    expect(mail.text).toContain(applicationNo)
  })

  it("names the member's company as the company record does", async () => {
    const { id } = await filed()
    const detail = (await transferDetail(token, id)).body.data!
    expect(detail.company).not.toBe('(주)시험에너지')
    expect(detail.company).toMatch(/^\(주\)시험기업/)
  })

  it("adds one to the technology's 문의 count", async () => {
    const technologyId = await createTechnology()
    const before = (await technologyPage(null, technologyId)).body.data!.inquiries
    expect((await fileTransfer(token, transferInput(technologyId))).httpStatus).toBe(200)
    expect((await technologyPage(null, technologyId)).body.data!.inquiries).toBe(before + 1)
  })

  it('is for a 기업회원 with a company only, and a guest is asked to sign in', async () => {
    const technologyId = await createTechnology()
    const general = await memberToken(await createMember('ttgen'))
    expectRefused(
      await fileTransfer(general, transferInput(technologyId)),
      403,
      '기술상담은 기업회원만 신청할 수 있습니다. 마이페이지에서 기업회원으로 전환하고 소속 기업을 등록하면 신청할 수 있습니다.',
    )
    const companyClass = await createMember('ttcls')
    await requestJson(`/api/users/${companyClass.id}`, { method: 'PATCH', headers: bearer(staff), body: JSON.stringify({ memberClass: 'company' }) })
    expectRefused(
      await fileTransfer(await memberToken(companyClass), transferInput(technologyId)),
      403,
      '기술상담은 소속 기업이 있는 기업회원만 신청할 수 있습니다. 마이페이지 > 기업 정보에서 기업을 등록하거나 가입을 요청해 주세요.',
    )
    expect((await fileTransfer(null, transferInput(technologyId))).httpStatus).toBe(401)
  })

  it('refuses a second going request about the same technology, and takes one again once it is withdrawn', async () => {
    const { id, technologyId } = await filed()
    expectRefused(
      await fileTransfer(token, transferInput(technologyId)),
      409,
      '이 기술에 대해 진행 중인 기술상담 신청이 있습니다. 마이페이지의 기술상담 현황에서 확인해 주세요.',
    )
    expect((await fileTransfer(otherToken, transferInput(technologyId))).httpStatus).toBe(200)
    expect((await moveTransfer(token, id, 'withdrawn')).httpStatus).toBe(200)
    expect((await technologyPage(token, technologyId)).body.data!.myRequest).toBeNull()
    expect((await fileTransfer(token, transferInput(technologyId))).httpStatus).toBe(200)
  })

  it('takes a new request once the last one is 완료', async () => {
    const { technologyId } = await completed()
    expect((await fileTransfer(token, transferInput(technologyId))).httpStatus).toBe(200)
  })

  it('refuses a licensed technology, a draft, a missing purpose and a missing consent in Korean', async () => {
    const licensed = await createTechnology({ availability: 'licensed' })
    expectRefused(
      await fileTransfer(token, transferInput(licensed)),
      409,
      '이미 이전이 완료된 기술입니다. 비슷한 기술을 찾으려면 보유기술 목록의 관련 기술을 확인해 주세요.',
    )
    const draft = await createTechnology({ _status: 'draft' })
    expectRefused(await fileTransfer(token, transferInput(draft)), 404, '기술을 찾을 수 없습니다. 보유기술 목록에서 다시 선택해 주세요.')
    const technologyId = await createTechnology()
    expectRefused(await fileTransfer(token, transferInput(technologyId, [], { purpose: ' ' })), 400, '기술을 어떻게 활용하려는지 입력해 주세요.')
    expectRefused(await fileTransfer(token, { ...transferInput(technologyId), privacyConsent: false }), 400, '개인정보 수집·이용에 동의해 주세요.')
    expectRefused(
      await fileTransfer(token, transferInput(technologyId, [], { preferredTransferType: 'lease' as never })),
      400,
      '희망 이전 형태를 선택해 주세요.',
    )
  })
})

describe('a 기술상담 신청 on the status model', () => {
  it('goes 접수 → 검토중 → 보완요청 → 재제출 → 승인 → 완료, with the reasons on the timeline', async () => {
    const { id, technologyId } = await filed()
    expect((await moveTransfer(staff, id, 'review')).httpStatus).toBe(200)
    expectRefused(await moveTransfer(staff, id, 'revision'), 400, '보완요청 사유를 입력해 주세요.')
    expect((await moveTransfer(staff, id, 'revision', '사업 계획을 구체적으로 적어 주세요.')).httpStatus).toBe(200)
    await waitForMail(portalUrl(), member.email, { subject: /기술상담 신청에 보완이 필요합니다/, text: /사업 계획을 구체적으로/ })
    expect((await transferDetail(token, id)).body.data!.canResubmit).toBe(true)
    const newFile = await uploaded(token, 'attachment')
    const {
      technologyId: _technology,
      privacyConsent: _consent,
      ...edit
    } = transferInput(technologyId, [newFile.id], {
      purpose: '2027년 상반기 양산 라인에 적용하려 합니다.',
      preferredTransferType: 'exclusive',
    })
    expect((await resubmitTransfer(token, id, edit)).httpStatus).toBe(200)
    const resubmitted = (await transferDetail(token, id)).body.data!
    expect(resubmitted).toMatchObject({ state: 'resubmitted', purpose: '2027년 상반기 양산 라인에 적용하려 합니다.', preferredTransferType: 'exclusive' })
    expect(resubmitted.attachments.map((file) => file.id)).toEqual([newFile.id])
    expect((await moveTransfer(staff, id, 'approved')).httpStatus).toBe(200)
    expect((await moveTransfer(staff, id, 'done')).httpStatus).toBe(200)
    const history = (await transferDetail(token, id)).body.data!.history
    expect(history.map((entry) => entry.state)).toEqual(['received', 'review', 'revision', 'resubmitted', 'approved', 'done'])
    expect(history[2]!.reason).toBe('사업 계획을 구체적으로 적어 주세요.')
  })

  it('is resubmitted only after 보완요청, and only by its owner', async () => {
    const { id, technologyId } = await filed()
    const { technologyId: _technology, privacyConsent: _consent, ...edit } = transferInput(technologyId)
    expectRefused(await resubmitTransfer(token, id, edit), 409, '보완요청을 받은 신청만 수정해 다시 제출할 수 있습니다.')
    expect((await moveTransfer(staff, id, 'revision', '보완해 주세요.')).httpStatus).toBe(200)
    expectRefused(await resubmitTransfer(otherToken, id, edit), 404, '신청 내역을 찾을 수 없습니다.')
  })

  it("is the member's own: another member gets 404, a guest 401", async () => {
    const { id } = await filed()
    expectRefused(await transferDetail(otherToken, id), 404, '신청 내역을 찾을 수 없습니다.')
    expect((await transferDetail(null, id)).httpStatus).toBe(401)
    expect((await moveTransfer(otherToken, id, 'withdrawn')).httpStatus).toBe(404)
  })
})

describe('the outcome staff record from 승인 on', () => {
  /** Payload names the refused fields by their Korean labels; the admin form shows each field's own sentence (outcome-rules.ts). */
  const refusedFields = (response: Awaited<ReturnType<typeof recordOutcome>>) => {
    expect(response.httpStatus).toBe(400)
    return JSON.stringify(response.body)
  }

  it('waits for 승인', async () => {
    const { id } = await filed()
    expect(refusedFields(await recordOutcome(staff, id, { outcome: 'closed', closeReason: '기업 사정' }))).toContain('처리 결과')
    expect((await moveTransfer(staff, id, 'approved')).httpStatus).toBe(200)
    expect((await recordOutcome(staff, id, { outcome: 'closed', closeReason: '기업 사정' })).httpStatus).toBe(200)
  })

  it('needs type, date and amount for 계약 체결, and a reason for 종료', async () => {
    const { id } = await completed()
    const contract = refusedFields(await recordOutcome(staff, id, { outcome: 'contract', contractType: 'exclusive' }))
    expect(contract).toContain('계약일')
    expect(contract).toContain('계약 금액(원)')
    expect(contract).not.toContain('계약 형태')
    const fraction = { outcome: 'contract', contractType: 'exclusive', contractDate: '2026-11-20', contractAmount: 1000.5 }
    expect(refusedFields(await recordOutcome(staff, id, fraction))).toContain('계약 금액(원)')
    expect(refusedFields(await recordOutcome(staff, id, { outcome: 'closed' }))).toContain('종료 사유')
    expect((await recordOutcome(staff, id, { outcome: 'closed', closeReason: '기업 내부 사정으로 보류' })).httpStatus).toBe(200)
    expect((await transferDetail(token, id)).body.data).toMatchObject({ outcome: 'closed', outcomeLabel: '종료' })
  })

  it('shows the member 계약 체결 but never its terms, on /api/v1, REST or GraphQL', async () => {
    const { id } = await completed()
    const saved = await recordOutcome(staff, id, { outcome: 'contract', contractType: 'exclusive', contractDate: '2026-11-20', contractAmount: 30_000_000 })
    expect(saved.httpStatus).toBe(200)
    const staffRow = await requestJson<Record<string, unknown>>(`/api/transfer-requests/${id}?depth=0`, { headers: bearer(staff) })
    expect(staffRow.body).toMatchObject({ outcome: 'contract', contractType: 'exclusive', contractAmount: 30_000_000 })

    const detail = (await transferDetail(token, id)).body.data!
    expect(detail).toMatchObject({ outcome: 'contract', outcomeLabel: '계약 체결' })
    const secret = ['contractType', 'contractDate', 'contractAmount', 'closeReason']
    for (const key of secret) expect(detail).not.toHaveProperty(key)
    const memberRow = await requestJson<Record<string, unknown>>(`/api/transfer-requests/${id}?depth=0`, { headers: bearer(token) })
    expect(memberRow.httpStatus).toBe(200)
    expect(memberRow.body.outcome).toBe('contract')
    for (const key of secret) expect(memberRow.body[key] ?? null).toBeNull()
    const { data } = await graphql<{ TransferRequest: Record<string, unknown> | null }>(
      token,
      `
        query ($id: Int!) {
          TransferRequest(id: $id) {
            id
            outcome
            contractAmount
            contractType
            contractDate
            closeReason
          }
        }
      `,
      { id },
    )
    expect(data?.TransferRequest).toMatchObject({ id, contractAmount: null, contractType: null, contractDate: null, closeReason: null })
  })

  it('lets no member write the outcome', async () => {
    const { id } = await completed()
    const response = await recordOutcome(token, id, { outcome: 'contract', contractType: 'exclusive', contractDate: '2026-11-20', contractAmount: 1 })
    expect(response.httpStatus).toBe(403)
  })
})

describe('the staff export', () => {
  it('carries the outcome columns the office counts transfers by', async () => {
    const { id, applicationNo } = await completed()
    await recordOutcome(staff, id, { outcome: 'contract', contractType: 'nonExclusive', contractDate: '2026-11-20', contractAmount: 12_000_000 })
    const response = await fetch(
      `${portalUrl()}/api/v1/applications/transfer/export?where[id][equals]=${id}&downloadReason=${encodeURIComponent('업무 처리')}`,
      { headers: bearer(staff) },
    )
    expect(response.status).toBe(200)
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toContain("UTF-8''기술상담_신청_")
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      '신청번호,상태,기술명,기업명,담당자,연락처,이메일,희망 이전 형태,활용 계획,결과,계약 형태,계약일,계약 금액(원),종료 사유,신청일시,최근 처리일시,최근 처리 사유',
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`${applicationNo},완료,`)
    expect(lines[1]).toContain(',계약 체결,통상실시,2026-11-20,12000000,')
  })
})

describe('the demo data', () => {
  it("gives member1 a request sent back for revision and one that ended in a contract, whose terms stay staff's", async () => {
    const demo = await seedMemberToken('member1')
    const list = (await myTransfers(demo)).body.data!.list
    expect(list.map((row) => [row.technologyTitle, row.state])).toEqual(
      expect.arrayContaining([
        ['초저전력 MEMS 가스 센서 및 구동 회로', 'revision'],
        ['전기차 배터리 팩의 절연 저항 실시간 감시 장치', 'done'],
      ]),
    )
    const done = list.find((row) => row.state === 'done')!
    const detail = (await transferDetail(demo, done.id)).body.data!
    expect(detail).toMatchObject({ outcome: 'contract', outcomeLabel: '계약 체결' })
    expect(detail).not.toHaveProperty('contractAmount')
  })
})
