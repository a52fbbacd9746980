import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CompanyInviteView, FamilyMembershipView, MyCompanyData } from '@contract/companies'
import { JoinComplete } from '@/features/join/components/join-complete'
import { authStore } from '@/lib/auth-store'
import { fakeApi } from '../helpers/fake-api'
import { renderInRouter, renderRouteAt, restoreBrowser, stubBrowser, toasterText } from '../helpers/render-with-providers'

let api: ReturnType<typeof fakeApi>

const summary = (memberClass: string, memberClassLabel: string) => ({
  login_id: 'member1',
  user_nm: '김민준',
  email: 'member1@example.com',
  memberClass,
  memberClassLabel,
  role: 'member',
  joinedAt: '2026-01-02T00:00:00.000Z',
  lastLoginAt: null,
  phone: '010-1234-5678',
  affiliation: '새솔정밀',
})

const noCompany: MyCompanyData = {
  company: null,
  role: null,
  members: [],
  joinRequests: [],
  invites: [],
  myJoinRequest: null,
  activity: { rows: [], othersCount: 0 },
}

const withCompany = (role: 'manager' | 'member'): MyCompanyData => ({
  company: {
    id: 3,
    name: '새솔정밀',
    businessNumber: '1234567891',
    pendingBusinessNumber: '2208112341',
    ceo: '박대표',
    industry: '제조',
    businessType: '정밀기계',
    address: '대전광역시 유성구',
    phone: '042-000-0000',
    homepage: null,
    size: 'small',
    sizeLabel: '중소기업',
    foundedOn: '2015-03-02',
    logoUrl: null,
    introduction: '정밀 부품을 만듭니다.',
  },
  role,
  members: [
    {
      userId: 1,
      name: '김민준',
      email: 'member1@example.com',
      role,
      roleLabel: role === 'manager' ? '관리자' : '구성원',
      joinedAt: '2026-02-01T00:00:00.000Z',
      isMe: true,
    },
    { userId: 2, name: '이*영', email: null, role: 'member', roleLabel: '구성원', joinedAt: '2026-03-01T00:00:00.000Z', isMe: false },
  ],
  joinRequests: role === 'manager' ? [{ id: 9, userName: '최서연', email: 'seo@example.com', state: 'pending', requestedAt: '2026-11-20T00:00:00.000Z' }] : [],
  invites: [],
  myJoinRequest: null,
  activity: {
    rows: [
      {
        type: 'tech',
        typeLabel: '기술자문',
        id: 5,
        number: 'TA-2026-0005',
        title: '열처리 공정 자문',
        state: 'review',
        stateLabel: '검토중',
        filedBy: '김민준',
        filedAt: '2026-11-02T00:00:00.000Z',
      },
    ],
    othersCount: role === 'member' ? 4 : 0,
  },
})

const membership: FamilyMembershipView = {
  membership: { tierId: 2, tierName: '우수', startDate: '2025-12-20', endDate: '2026-12-19', agreementNo: 'FC-2025-012', state: 'active', daysLeft: 23 },
  application: { id: 41, applicationNo: 'FA-2025-0012', state: 'done', stateLabel: '완료' },
  canApply: false,
  refusal: '진행 중인 가족회사 협약이 있습니다.',
  tiers: [],
}

beforeEach(() => {
  stubBrowser()
  api = fakeApi()
})

afterEach(() => {
  cleanup()
  window.sessionStorage.clear()
  authStore.logout()
  restoreBrowser()
})

const signIn = () => authStore.login({ login_id: 'member1', user_nm: '김민준', role: 'member' }, 'access-token')

describe('/myPage/company without a company (issue 30)', { timeout: 30_000 }, () => {
  it('a 기업회원 finds a company by its number, sees its name and 대표자, and asks to join', async () => {
    signIn()
    api.answers['GET /mypage/myPage'] = { data: summary('company', '기업회원') }
    api.answers['GET /companies/mine'] = { data: noCompany }
    api.answers['GET /companies/lookup'] = { data: { id: 3, name: '새솔정밀', ceo: '박대표' } }
    api.answers['POST /companies/join-requests'] = { data: null }
    await renderRouteAt('/myPage/company')

    fireEvent.click(await screen.findByRole('tab', { name: '등록된 기업에 합류' }))
    const number = await screen.findByRole('textbox', { name: /사업자등록번호/ })
    fireEvent.change(number, { target: { value: '1234567890' } })
    expect((number as HTMLInputElement).value).toBe('123-45-67890')
    // 1234567890 fails the check digit: the client says so and asks the server nothing.
    expect(await screen.findByText('사업자등록번호 10자리를 확인해 주세요. 번호가 맞지 않습니다.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '기업 찾기' }))
    expect(api.sentTo('GET', '/companies/lookup')).toEqual([])

    fireEvent.change(number, { target: { value: '123-45-67891' } })
    fireEvent.click(screen.getByRole('button', { name: '기업 찾기' }))
    const found = await screen.findByTestId('found-company')
    expect(within(found).getByText('새솔정밀')).toBeTruthy()
    expect(within(found).getByText('대표자 박대표')).toBeTruthy()
    expect(api.sentTo('GET', '/companies/lookup')[0]!.query.get('businessNumber')).toBe('1234567891')

    fireEvent.click(within(found).getByRole('button', { name: '합류 요청 보내기' }))
    await waitFor(() => expect(toasterText()).toContain('합류 요청을 보냈습니다. 기업의 관리자가 승인하면 알려 드립니다.'))
    expect(api.sentTo('POST', '/companies/join-requests')[0]!.body).toEqual({ businessNumber: '1234567891' })
  })

  it('registering shows the server’s refusal beside the form and keeps what was typed', async () => {
    signIn()
    api.answers['GET /mypage/myPage'] = { data: summary('company', '기업회원') }
    api.answers['GET /companies/mine'] = { data: noCompany }
    api.answers['POST /companies'] = { status: 409, message: '이미 등록된 사업자등록번호입니다. 기업에 합류를 요청해 주세요.' }
    await renderRouteAt('/myPage/company')

    fireEvent.change(await screen.findByRole('textbox', { name: /상호/ }), { target: { value: '새솔정밀' } })
    fireEvent.change(screen.getByRole('textbox', { name: /사업자등록번호/ }), { target: { value: '1234567891' } })
    fireEvent.change(screen.getByRole('textbox', { name: /대표자/ }), { target: { value: '박대표' } })
    fireEvent.change(screen.getByRole('combobox', { name: /기업 규모/ }), { target: { value: 'small' } })
    fireEvent.click(screen.getByRole('button', { name: '기업 등록' }))

    expect(await screen.findByText('이미 등록된 사업자등록번호입니다. 기업에 합류를 요청해 주세요.')).toBeTruthy()
    expect(api.sentTo('POST', '/companies')[0]!.body).toMatchObject({ name: '새솔정밀', businessNumber: '1234567891', ceo: '박대표', size: 'small' })
    expect((screen.getByRole('textbox', { name: /상호/ }) as HTMLInputElement).value).toBe('새솔정밀')
  })

  it('another class learns that only 기업회원 register a company, and where to change class', async () => {
    signIn()
    api.answers['GET /mypage/myPage'] = { data: summary('student', '학생') }
    api.answers['GET /companies/mine'] = { data: noCompany }
    await renderRouteAt('/myPage/company')

    const note = await screen.findByTestId('not-company-class')
    expect(note.textContent).toContain('지금 회원 유형은 학생입니다.')
    expect(within(note).getByRole('link', { name: '회원정보에서 회원 유형 바꾸기' }).getAttribute('href')).toBe('/myPage/myInfo')
    expect(screen.queryByRole('button', { name: '기업 등록' })).toBeNull()
  })
})

describe('/myPage/company with a company (issue 30)', { timeout: 30_000 }, () => {
  it('the 관리자 sees the pending number, members, requests, the activity and the expiring membership', async () => {
    signIn()
    api.answers['GET /mypage/myPage'] = { data: summary('company', '기업회원') }
    api.answers['GET /companies/mine'] = { data: withCompany('manager') }
    api.answers['GET /family/membership'] = { data: membership }
    api.answers['POST /companies/join-requests/9/decision'] = { data: null }
    await renderRouteAt('/myPage/company')

    expect((await screen.findByTestId('pending-business-number')).textContent).toBe('220-81-12341로 변경 요청됨 — 담당자 확인 후 반영됩니다')
    expect(screen.getByRole('button', { name: '수정' })).toBeTruthy()
    const members = screen.getByRole('table', { name: '기업 구성원 목록' })
    expect(within(members).getByRole('button', { name: '관리자로 지정' })).toBeTruthy()
    const activity = screen.getByRole('table', { name: '기업 신청 내역' })
    expect(within(activity).getByText('TA-2026-0005')).toBeTruthy()
    expect(screen.queryByTestId('activity-others')).toBeNull()

    const card = await screen.findByTestId('family-membership')
    expect(card.textContent).toContain('우수 가족회사')
    expect(card.textContent).toContain('2025.12.20 ~ 2026.12.19')
    expect(within(card).getByRole('alert').textContent).toBe('가족회사 협약이 23일 뒤 끝납니다. 갱신 신청을 해 주세요.')
    expect(within(screen.getByTestId('family-application')).getByRole('link', { name: '신청 상세' }).getAttribute('href')).toBe('/myPage/company?family=41')

    fireEvent.click(within(screen.getByRole('table', { name: '합류 요청 목록' })).getByRole('button', { name: '승인' }))
    await waitFor(() => expect(toasterText()).toContain('합류를 승인했습니다.'))
    expect(api.sentTo('POST', '/companies/join-requests/9/decision')[0]!.body).toEqual({ approve: true })
  })

  it('an ordinary member sees the rest as a count, and the server’s last-관리자 rule when leaving', async () => {
    signIn()
    api.answers['GET /mypage/myPage'] = { data: summary('company', '기업회원') }
    api.answers['GET /companies/mine'] = { data: withCompany('member') }
    api.answers['GET /family/membership'] = { data: { ...membership, membership: null, application: null } }
    api.answers['POST /companies/leave'] = { status: 409, message: '다른 구성원에게 관리자를 넘긴 뒤 탈퇴할 수 있습니다' }
    await renderRouteAt('/myPage/company')

    expect((await screen.findByTestId('activity-others')).textContent).toBe('그 밖의 기업 신청 4건')
    expect(screen.queryByRole('button', { name: '수정' })).toBeNull()
    expect(screen.queryByRole('table', { name: '합류 요청 목록' })).toBeNull()
    expect(await screen.findByText('가족회사 신청은 기업의 관리자가 할 수 있습니다.')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: '기업에서 탈퇴' }))
    fireEvent.click(await screen.findByRole('button', { name: '확인' }))
    await waitFor(() => expect(screen.getByTestId('company-notice').textContent).toBe('다른 구성원에게 관리자를 넘긴 뒤 탈퇴할 수 있습니다'))
  })

  it('the 관리자 applies for 가족회사 with a tier, fields, the certificate and consent', async () => {
    signIn()
    api.answers['GET /mypage/myPage'] = { data: summary('company', '기업회원') }
    api.answers['GET /companies/mine'] = { data: withCompany('manager') }
    api.answers['GET /family/membership'] = {
      data: {
        membership: null,
        application: null,
        canApply: true,
        refusal: null,
        tiers: [
          { id: 1, name: '일반', yearlyFee: 0, periodMonths: 12, equipmentDiscountPercent: 30, courseFeeWaived: false, benefits: '기술자문 연 1회' },
          { id: 2, name: '우수', yearlyFee: 300000, periodMonths: 12, equipmentDiscountPercent: 50, courseFeeWaived: true, benefits: '기술자문 연 3회' },
        ],
      },
    }
    api.answers['POST /file/uploadFile'] = {
      data: { id: 77, kind: 'attachment', filename: '사업자등록증.pdf', filesize: 1000, url: '/files/77', mimeType: 'application/pdf' },
    }
    api.answers['POST /applications/family'] = { data: { id: 42, applicationNo: 'FA-2026-0042' } }
    await renderRouteAt('/myPage/company')

    const form = await screen.findByRole('form', { name: '가족회사 신청' })
    expect(within(form).getByText('연회비 300,000원 · 협약 12개월')).toBeTruthy()
    fireEvent.click(within(form).getByRole('button', { name: '가족회사 신청하기' }))
    expect(await within(form).findByText('가입 등급을 골라 주세요.')).toBeTruthy()
    expect(within(form).getByText('사업자등록증 파일을 하나 올려 주세요.')).toBeTruthy()
    expect(api.sentTo('POST', '/applications/family')).toEqual([])

    fireEvent.click(within(form).getByRole('radio', { name: '우수' }))
    fireEvent.click(within(form).getByRole('checkbox', { name: '기계·소재' }))
    fireEvent.click(within(form).getByRole('checkbox', { name: /목록 공개|공개하는 데 동의/ }))
    fireEvent.click(within(form).getByRole('checkbox', { name: '개인정보 수집·이용에 동의합니다.' }))
    const fileInput = form.querySelector('input[type="file"]') as HTMLInputElement
    fireEvent.change(fileInput, { target: { files: [new File(['pdf'], '사업자등록증.pdf', { type: 'application/pdf' })] } })
    expect(await within(form).findByText('사업자등록증.pdf')).toBeTruthy()
    // One certificate, not the three files other forms take.
    expect(within(form).getByText(/^최대 20MB, 1개까지/)).toBeTruthy()
    expect(within(form).getByRole('button', { name: '사업자등록증 파일 선택' })).toHaveProperty('disabled', true)
    fireEvent.click(within(form).getByRole('button', { name: '가족회사 신청하기' }))

    await waitFor(() => expect(toasterText()).toContain('가족회사 신청을 접수했습니다. (신청번호 FA-2026-0042)'))
    expect(api.sentTo('POST', '/applications/family')[0]!.body).toEqual({
      tierId: 2,
      contactName: '김민준',
      contactPhone: '010-1234-5678',
      contactEmail: 'member1@example.com',
      cooperationFields: ['mechanical'],
      listingConsent: true,
      certificateId: 77,
      privacyConsent: true,
    })
  })
})

describe('the invite link (issue 30)', { timeout: 30_000 }, () => {
  const invite: CompanyInviteView = { companyName: '새솔정밀', email: 'ne***@example.com', state: 'pending', expiresAt: '2026-11-29T05:00:00.000Z' }

  it('a guest sees the company and is sent to log in and back, or to join and back', async () => {
    api.answers['GET /companies/invites/tok123'] = { data: invite }
    await renderRouteAt('/myPage/company/invite?token=tok123')

    expect(await screen.findByText('새솔정밀에서 ne***@example.com 주소로 초대했습니다.')).toBeTruthy()
    expect(screen.getByRole('link', { name: '로그인 후 합류' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/myPage/company/invite?token=tok123')}`,
    )
    fireEvent.click(screen.getByRole('link', { name: '회원가입 후 합류' }))
    expect(window.sessionStorage.getItem('after-join-path')).toBe('/myPage/company/invite?token=tok123')
  })

  it('the join flow’s last step leads to the login that comes back to the invite', async () => {
    window.sessionStorage.setItem('after-join-path', '/myPage/company/invite?token=tok123')
    await renderInRouter(<JoinComplete />)
    expect(screen.getByRole('link', { name: '로그인' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/myPage/company/invite?token=tok123')}`,
    )
  })

  it('a member accepts and joins', async () => {
    signIn()
    api.answers['GET /companies/invites/tok123'] = { data: invite }
    api.answers['POST /companies/invites/tok123/accept'] = { data: null }
    await renderRouteAt('/myPage/company/invite?token=tok123')

    fireEvent.click(await screen.findByRole('button', { name: '새솔정밀에 합류' }))
    expect(await screen.findByText('새솔정밀에 합류했습니다.')).toBeTruthy()
    expect(api.sentTo('POST', '/companies/invites/tok123/accept')).toHaveLength(1)
    expect(screen.getByRole('link', { name: '기업 정보 보기' }).getAttribute('href')).toBe('/myPage/company')
  })
})

describe('/cooperation/family (issue 30)', { timeout: 30_000 }, () => {
  it('lists the companies with tier and fields, explains the tiers, and searches by name and field', async () => {
    api.answers['GET /family/companies'] = (request) => ({
      data: {
        list: [
          {
            id: 3,
            name: request.query.get('q') ? '새솔정밀' : '한빛소재',
            industry: '제조',
            introduction: '정밀 부품을 만듭니다.',
            logoUrl: null,
            homepage: 'https://example.com',
            tierName: '우수',
            cooperationFields: [{ value: 'mechanical', label: '기계·소재' }],
          },
        ],
        cnt_total: 1,
        page_cnt: 1,
      },
    })
    api.answers['GET /family/tiers'] = {
      data: [{ id: 2, name: '우수', yearlyFee: 300000, periodMonths: 12, equipmentDiscountPercent: 50, courseFeeWaived: true, benefits: '기술자문 연 3회' }],
    }
    const router = await renderRouteAt('/cooperation/family')

    const list = await screen.findByRole('list', { name: '가족회사 목록' })
    expect(within(list).getByText('한빛소재')).toBeTruthy()
    expect(within(list).getByText('우수')).toBeTruthy()
    expect(within(list).getByText('기계·소재')).toBeTruthy()
    expect(await screen.findByText('공동장비 50% 할인')).toBeTruthy()
    expect(screen.getByRole('link', { name: '가족회사 신청하기' }).getAttribute('href')).toBe('/myPage/company')

    fireEvent.change(screen.getByRole('textbox', { name: '기업 검색' }), { target: { value: '새솔' } })
    fireEvent.click(screen.getByRole('button', { name: '검색' }))
    expect(await screen.findByText('새솔정밀')).toBeTruthy()
    expect(router.state.location.search).toMatchObject({ searchKeyword: '새솔' })
    expect(api.sentTo('GET', '/family/companies').at(-1)!.query.get('q')).toBe('새솔')
    // The server pages by pageNum, as every /api/v1 list does.
    expect(api.sentTo('GET', '/family/companies').at(-1)!.query.get('pageNum')).toBe('1')
  })
})
