import type { MatchResult, TechnologyDetail, TechnologySummary } from '@contract/tech-transfer'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { validateTechnologyListSearch } from '@/features/tech-transfer/lib/technology-search'
import { authStore } from '@/lib/auth-store'
import { type Answer, fakeApi } from '../helpers/fake-api'
import { renderRouteAt, restoreBrowser, stubBrowser } from '../helpers/render-with-providers'

const summary: TechnologySummary = {
  id: 5,
  title: '고체 전해질 기반 전고체 배터리 셀 제조 기술',
  summary: '화재 위험을 줄인 전고체 배터리 셀을 저온 공정으로 만듭니다.',
  field: 'energy',
  fieldLabel: '환경·에너지',
  subField: 'battery',
  subFieldLabel: '이차전지·수소',
  trl: 5,
  transferTypes: ['nonExclusive', 'exclusive'],
  transferTypeLabels: ['통상실시', '전용실시'],
  availability: 'available',
  availabilityLabel: '이전 가능',
  patentStatus: 'registered',
  patentStatusLabel: '등록',
  keywords: ['배터리', '전고체'],
  inventorNames: ['박서연'],
  thumbnailUrl: null,
  views: 120,
  inquiries: 4,
  publishedAt: '2026-10-01T00:00:00.000Z',
}

const detail = (documentAccess: TechnologyDetail['detailDocument']['access']): TechnologyDetail => ({
  ...summary,
  overviewHtml: '<p>황화물계 고체 전해질을 씁니다.</p>',
  applications: '전기차, 에너지저장장치',
  effects: '화재 위험 감소',
  terms: '선급 기술료와 경상 기술료는 협의합니다.',
  patents: [
    {
      number: '10-2345678',
      country: '대한민국',
      status: 'registered',
      statusLabel: '등록',
      appliedAt: '2023-03-02T00:00:00.000Z',
      registeredAt: '2024-08-19T00:00:00.000Z',
    },
  ],
  inventors: [
    { name: '박서연', department: '에너지공학과', expertId: 3 },
    { name: '이도윤', department: null, expertId: null },
  ],
  summaryDocument: {
    id: 1,
    filename: '전고체배터리_요약서.pdf',
    title: null,
    url: '/api/tech-documents/file/summary.pdf',
    filesize: 2048,
    mimeType: 'application/pdf',
  },
  detailDocument: { access: documentAccess, name: null, url: null },
  nda: { version: 'v2', text: '상세자료의 내용을 제3자에게 알리지 않습니다.' },
  related: [],
  myRequest: null,
})

const profile = {
  login_id: 'company1',
  user_nm: '김민준',
  email: 'company1@example.com',
  memberClass: 'company',
  memberClassLabel: '기업회원',
  role: 'member',
  joinedAt: '2026-01-02T00:00:00.000Z',
  lastLoginAt: null,
  phone: '010-1234-5678',
  affiliation: '새솔정밀',
}

let api: ReturnType<typeof fakeApi>

beforeEach(() => {
  stubBrowser()
  api = fakeApi()
  api.answers['GET /tech-transfer/technologies'] = { data: { list: [summary], cnt_total: 1, page_cnt: 1 } }
  api.answers['GET /mypage/myPage'] = { data: profile }
  api.answers['GET /companies/mine'] = { data: { company: null } }
})

afterEach(() => {
  cleanup()
  authStore.logout()
  restoreBrowser()
})

const member = () => authStore.login({ login_id: 'company1', user_nm: '김민준', role: 'member' }, null)

/** member1's 기술상담 신청 no. 9, sent back for revision (or resubmitted since), as its detail reads. */
const transferRequest = (state: 'revision' | 'resubmitted') => ({
  id: 9,
  kind: 'transfer',
  applicationNo: 'TT-20261127-9',
  title: summary.title,
  state,
  stateLabel: state === 'revision' ? '보완요청' : '재제출',
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-21T01:00:00.000Z',
  canWithdraw: true,
  canResubmit: state === 'revision',
  technologyId: 5,
  technologyTitle: summary.title,
  purpose: '전동 공구용 배터리 팩에 적용하려 합니다.',
  preferredTransferType: 'nonExclusive',
  preferredTransferTypeLabel: '통상실시',
  company: '새솔정밀',
  contactName: '김민준',
  phone: '010-1234-5678',
  email: 'company1@example.com',
  attachments: [],
  outcome: null,
  outcomeLabel: null,
  history: [
    { state: 'received', stateLabel: '접수', at: '2026-11-20T01:00:00.000Z', reason: null },
    { state: 'revision', stateLabel: '보완요청', at: '2026-11-21T01:00:00.000Z', reason: '희망 실시 기간을 적어 주세요.' },
  ],
})

describe('the catalogue keeps its filters in the URL', () => {
  it('asks the API for the filters of the address, as the contract spells them', async () => {
    await renderRouteAt('/cooperation/techTransfer?field=energy&subField=battery&patentStatus=pct,registered&trlMin=4&sort=popular&pageNum=2')
    expect(await screen.findByText(summary.title)).toBeTruthy()
    const query = api.sentTo('GET', '/tech-transfer/technologies')[0]!.query
    expect(Object.fromEntries(query)).toEqual({
      field: 'energy',
      subField: 'battery',
      patentStatus: 'registered,pct',
      trlMin: '4',
      sort: 'popular',
      pageIndex: '2',
      pageSize: '12',
    })
  })

  it('puts a picked filter in the address and starts again from page 1', async () => {
    const router = await renderRouteAt('/cooperation/techTransfer?pageNum=3&field=energy')
    fireEvent.click(await screen.findByRole('checkbox', { name: '노하우' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ field: 'energy', transferType: 'knowHow' }))
  })

  it('keeps both of two filters picked before the list of the first has loaded', async () => {
    const router = await renderRouteAt('/cooperation/techTransfer?field=energy')
    const knowHow = await screen.findByRole('checkbox', { name: '노하우' })
    const registered = screen.getByRole('checkbox', { name: '등록' })
    fireEvent.click(knowHow)
    fireEvent.click(registered)
    await waitFor(() => expect(router.state.location.search).toEqual({ field: 'energy', transferType: 'knowHow', patentStatus: 'registered' }))
  })

  it("drops what it does not know: another field's sub-field, unknown values, a TRL outside 1–9", () => {
    expect(
      validateTechnologyListSearch({
        field: 'ict',
        subField: 'battery',
        patentStatus: 'pct,granted',
        trlMin: 0,
        trlMax: 12,
        view: 'grid',
        availability: 'licensed',
      }),
    ).toEqual(
      expect.objectContaining({
        field: 'ict',
        subField: undefined,
        patentStatus: 'pct',
        trlMin: undefined,
        trlMax: undefined,
        view: undefined,
        availability: 'licensed',
      }),
    )
  })

  it('reads a reversed TRL range the right way round', () => {
    expect(validateTechnologyListSearch({ trlMin: 7, trlMax: 3 })).toEqual(expect.objectContaining({ trlMin: 3, trlMax: 7 }))
  })

  it('shows the same technologies as a table in the list view', async () => {
    await renderRouteAt('/cooperation/techTransfer?view=list')
    expect(await screen.findByRole('table', { name: '보유기술 목록' })).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: 'TRL' })).toBeTruthy()
  })
})

describe("a technology's page", () => {
  it('shows its patents, links an inventor who is an expert, and offers the public summary', async () => {
    api.answers['GET /tech-transfer/technologies/5'] = { data: detail('signIn') }
    await renderRouteAt('/cooperation/techTransferDetail?id=5')
    expect(await screen.findByRole('heading', { name: summary.title })).toBeTruthy()
    expect(screen.getByRole('cell', { name: '10-2345678' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '박서연 자문위원 보기' }).getAttribute('href')).toBe('/cooperation/advice#expert-3')
    expect(screen.queryByRole('link', { name: '이도윤 자문위원 보기' })).toBeNull()
    expect(screen.getByRole('link', { name: /전고체배터리_요약서\.pdf/ }).getAttribute('href')).toBe('/api/tech-documents/file/summary.pdf')
  })

  it('sends a guest to sign in and back for the detailed document, and asks in place before the request', async () => {
    api.answers['GET /tech-transfer/technologies/5'] = { data: detail('signIn') }
    await renderRouteAt('/cooperation/techTransferDetail?id=5')
    const signIn = new URL((await screen.findByRole('link', { name: '로그인하기' })).getAttribute('href')!, 'http://localhost')
    expect(signIn.pathname).toBe('/login')
    expect(signIn.searchParams.get('redirect')).toBe('/cooperation/techTransferDetail?id=5')
    fireEvent.click(screen.getByRole('button', { name: '기술상담 신청' }))
    expect(await screen.findByRole('dialog', { name: '로그인이 필요합니다' })).toBeTruthy()
  })

  it('tells a member without a company where to register one', async () => {
    member()
    api.answers['GET /tech-transfer/technologies/5'] = { data: detail('companyOnly') }
    await renderRouteAt('/cooperation/techTransferDetail?id=5')
    expect((await screen.findByRole('link', { name: '기업 정보 등록하기' })).getAttribute('href')).toBe('/myPage/company')
    expect(screen.queryByRole('button', { name: /내려받기/ })).toBeNull()
  })

  it('asks a company member to agree to the NDA version first, then offers the download', async () => {
    member()
    api.answers['GET /tech-transfer/technologies/5'] = { data: detail('agree') }
    api.answers['POST /tech-transfer/technologies/5/nda'] = {
      data: { access: 'open', name: '전고체배터리_상세.pdf', url: '/api/tech-documents/file/detail.pdf' },
    }
    await renderRouteAt('/cooperation/techTransferDetail?id=5')
    expect(await screen.findByText('비밀유지 조항 v2', { selector: 'p' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '동의하고 상세자료 열기' }))
    expect(await screen.findByText('비밀유지 조항에 동의해 주세요.')).toBeTruthy()
    expect(api.sentTo('POST', '/tech-transfer/technologies/5/nda')).toHaveLength(0)
    fireEvent.click(screen.getByRole('checkbox', { name: '위 비밀유지 조항을 읽었으며 이에 동의합니다.' }))
    fireEvent.click(screen.getByRole('button', { name: '동의하고 상세자료 열기' }))
    expect(await screen.findByRole('button', { name: '전고체배터리_상세.pdf 내려받기' })).toBeTruthy()
    expect(api.sentTo('POST', '/tech-transfer/technologies/5/nda')[0]!.body).toEqual({ version: 'v2', agree: true })
  })

  it("shows the member's request still going instead of a second one", async () => {
    member()
    api.answers['GET /tech-transfer/technologies/5'] = {
      data: { ...detail('open'), myRequest: { id: 9, applicationNo: 'TT-2026-0009', state: 'revision', stateLabel: '보완요청' } },
    }
    await renderRouteAt('/cooperation/techTransferDetail?id=5')
    expect(await screen.findByText(/TT-2026-0009.*보완요청/)).toBeTruthy()
    expect(screen.getByRole('link', { name: '신청 내역 보기' }).getAttribute('href')).toBe('/myPage/transfer?id=9')
    expect(screen.queryByRole('link', { name: '기술상담 신청' })).toBeNull()
  })

  it('offers no 기술상담 about a technology already transferred, and says why', async () => {
    member()
    api.answers['GET /tech-transfer/technologies/5'] = { data: { ...detail('open'), availability: 'licensed', availabilityLabel: '이전 완료' } }
    await renderRouteAt('/cooperation/techTransferDetail?id=5')
    expect(await screen.findByText(/이미 이전이 끝난 기술이라 기술상담을 받지 않습니다/)).toBeTruthy()
    expect(screen.queryByRole('link', { name: '기술상담 신청' })).toBeNull()
  })
})

describe('the 기술상담 신청 form', () => {
  beforeEach(() => {
    member()
    api.answers['GET /tech-transfer/technologies/5'] = { data: detail('open') }
  })

  it("starts from the member's profile", async () => {
    await renderRouteAt('/cooperation/techTransferApply?id=5')
    expect(await screen.findByTestId('transfer-technology')).toHaveProperty('textContent', summary.title)
    expect(screen.getByLabelText(/^기업명/)).toHaveProperty('value', '새솔정밀')
    expect(screen.getByLabelText(/^담당자/)).toHaveProperty('value', '김민준')
    expect(screen.getByLabelText(/^이메일/)).toHaveProperty('value', 'company1@example.com')
  })

  it("files the request for the member's company, which only staff may change", async () => {
    api.answers['GET /companies/mine'] = { data: { company: { name: '(주)한빛배터리' } } }
    await renderRouteAt('/cooperation/techTransferApply?id=5')
    await waitFor(() => expect(screen.getByLabelText(/^기업명/)).toHaveProperty('value', '(주)한빛배터리'))
    expect(screen.getByLabelText(/^기업명/)).toHaveProperty('readOnly', true)
  })

  it('says in Korean what is missing and sends nothing', async () => {
    await renderRouteAt('/cooperation/techTransferApply?id=5')
    fireEvent.click(await screen.findByRole('button', { name: '신청하기' }))
    expect(await screen.findByText('희망 이전 형태를 선택해 주세요.')).toBeTruthy()
    expect(screen.getByText('활용 계획을 입력해 주세요.')).toBeTruthy()
    expect(screen.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeTruthy()
    expect(api.sentTo('POST', '/applications/transfer')).toHaveLength(0)
  })

  it('keeps everything typed when the server refuses it', async () => {
    api.answers['POST /applications/transfer'] = { status: 400, message: '이 기술은 이미 이전이 끝나 상담을 받지 않습니다.' }
    await renderRouteAt('/cooperation/techTransferApply?id=5')
    fireEvent.click(await screen.findByRole('combobox', { name: /^희망 이전 형태/ }))
    fireEvent.click(await screen.findByRole('option', { name: '전용실시' }))
    fireEvent.change(screen.getByLabelText(/^활용 계획/), { target: { value: '전기 이륜차 배터리 팩에 적용하려 합니다.' } })
    fireEvent.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }))
    fireEvent.click(screen.getByRole('button', { name: '신청하기' }))
    expect(await screen.findByText('이 기술은 이미 이전이 끝나 상담을 받지 않습니다.')).toBeTruthy()
    expect(api.sentTo('POST', '/applications/transfer')[0]!.body).toEqual({
      technologyId: 5,
      company: '새솔정밀',
      contactName: '김민준',
      phone: '010-1234-5678',
      email: 'company1@example.com',
      purpose: '전기 이륜차 배터리 팩에 적용하려 합니다.',
      preferredTransferType: 'exclusive',
      attachmentIds: [],
      privacyConsent: true,
    })
    expect(screen.getByLabelText(/^활용 계획/)).toHaveProperty('value', '전기 이륜차 배터리 팩에 적용하려 합니다.')
  })
})

describe('우리 회사에 맞는 기술·전문가', () => {
  beforeEach(member)

  it('ranks technologies and experts with the reason each was picked', async () => {
    const result: MatchResult = {
      companyName: '(주)한빛배터리',
      basis: { fields: ['환경·에너지'], keywords: ['배터리'] },
      technologies: [{ technology: summary, score: 8, reason: "관심 분야 '환경·에너지'와 키워드 '배터리'가 일치" }],
      experts: [
        {
          expert: { id: 3, name: '박서연', department: '에너지공학과', position: '교수', fieldLabel: '환경·에너지', expertise: '이차전지 소재' },
          score: 5,
          reason: "관심 분야 '환경·에너지'가 일치",
        },
      ],
    }
    api.answers['GET /tech-transfer/matches'] = { data: result }
    await renderRouteAt('/myPage/match')
    expect(await screen.findByText('(주)한빛배터리의 기업 정보 기준')).toBeTruthy()
    expect(screen.getByText("관심 분야 '환경·에너지'와 키워드 '배터리'가 일치")).toBeTruthy()
    expect(screen.getByRole('link', { name: summary.title }).getAttribute('href')).toBe('/cooperation/techTransferDetail?id=5')
    expect(screen.getByRole('link', { name: '이 위원에게 자문 신청' }).getAttribute('href')).toBe('/cooperation/application?expertId=3')
  })

  it('tells a member with nothing to match on what to fill in', async () => {
    api.answers['GET /tech-transfer/matches'] = { data: { companyName: null, basis: { fields: [], keywords: [] }, technologies: [], experts: [] } }
    await renderRouteAt('/myPage/match')
    expect(await screen.findByText('추천에 쓸 정보가 아직 없습니다')).toBeTruthy()
    expect(screen.getByRole('link', { name: '기업 정보 채우기' }).getAttribute('href')).toBe('/myPage/company')
  })
})

describe("the member's 기술상담 신청 on my-page", () => {
  beforeEach(member)

  it('counts them in the my-page overview', async () => {
    api.answers['GET /mypage/counts'] = { data: { transfer: { total: 2, open: 1 } } }
    await renderRouteAt('/myPage')
    const count = await screen.findByTestId('count-transfer')
    expect(count.textContent).toBe('2건 · 진행 중 1건')
    expect(count.closest('a')!.getAttribute('href')).toBe('/myPage/transfer')
  })

  it('opens one sent back for revision, with the reason staff gave and the way to revise it', async () => {
    const row = transferRequest('revision')
    api.answers['GET /applications/transfer/mine'] = { data: { list: [row], cnt_total: 1, page_cnt: 1 } }
    api.answers['GET /applications/transfer/9'] = { data: row }
    await renderRouteAt('/myPage/transfer?id=9')
    const dialog = within(await screen.findByRole('dialog', { name: '기술상담 신청 내역' }))
    expect(await dialog.findByText('통상실시')).toBeTruthy()
    expect(dialog.getByText(/희망 실시 기간을 적어 주세요\./)).toBeTruthy()
    const revise = dialog.getByRole('link', { name: '보완하기' })
    expect(revise.getAttribute('href')).toBe('/cooperation/techTransferApply?id=5&request=9')
  })
})

describe('a 기술상담 신청 sent back for revision', () => {
  beforeEach(() => {
    member()
    api.answers['GET /tech-transfer/technologies/5'] = { data: detail('open') }
  })

  it('goes to my-page once resubmitted, even when the request shows its new state before the answer is handled', async () => {
    let resubmitted = false
    api.answers['GET /applications/transfer/9'] = () => ({ data: transferRequest(resubmitted ? 'resubmitted' : 'revision') })
    api.answers['GET /applications/transfer/mine'] = () => ({
      data: { list: [transferRequest(resubmitted ? 'resubmitted' : 'revision')], cnt_total: 1, page_cnt: 1 },
    })
    // The technology's page answers slower than the request's own, so the request shows 재제출 first.
    let technologyAnswered = () => {}
    api.answers['GET /tech-transfer/technologies/5'] = () =>
      resubmitted ? new Promise<Answer>((resolve) => (technologyAnswered = () => resolve({ data: detail('open') }))) : { data: detail('open') }
    api.answers['PATCH /applications/transfer/9'] = () => {
      resubmitted = true
      return { data: { id: 9, applicationNo: 'TT-20261127-9' } }
    }
    await renderRouteAt('/cooperation/techTransferApply?id=5&request=9')
    fireEvent.change(await screen.findByLabelText(/^활용 계획/), { target: { value: '실시 기간 5년, 국내 실시를 희망합니다.' } })
    fireEvent.click(screen.getByRole('button', { name: '보완 제출' }))
    await waitFor(() => expect(api.sentTo('GET', '/applications/transfer/9').length).toBeGreaterThan(1))
    technologyAnswered()
    const dialog = within(await screen.findByRole('dialog', { name: '기술상담 신청 내역' }))
    expect(await dialog.findByText('재제출')).toBeTruthy()
    expect(screen.queryByText('보완요청을 받은 신청만 수정할 수 있습니다.')).toBeNull()
  })
})
