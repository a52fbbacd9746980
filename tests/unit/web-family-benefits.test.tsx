import type { AdvisoryExpert, CourseApplicationDetail } from '@contract/applications'
import type { MyPageSummary } from '@contract/auth'
import type { MyCompanyData } from '@contract/companies'
import type { ListData } from '@contract/envelope'
import type { EquipmentDetail, EquipmentQuote } from '@contract/equipment'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ALL_EXPERTS, expertsQueryOptions } from '@/features/applications/api/get-experts'
import { AdvisoryRequestForm } from '@/features/applications/components/advisory-request-form'
import { CourseApplicationModal } from '@/features/applications/components/course-application-modal'
import { CourseBadges } from '@/features/applications/components/course-badges'
import { CallFamilyBadge } from '@/features/applications/components/family-badges'
import { defaultRecurrence } from '@/features/equipment/lib/recurrence'
import { ReservationModal } from '@/features/equipment/components/reservation-modal'
import { MemberClassStep } from '@/features/join/components/member-class-step'
import { MemberClassField } from '@/features/my-page/components/member-class-field'
import { createQueryClient } from '@/lib/query-client'
import { renderInRouter, renderWithProviders } from '../helpers/render-with-providers'
import { signedInMemberWithFakeApi } from '../helpers/signed-in-member'

const currentApi = signedInMemberWithFakeApi()

describe('the booking dialog prices the booking before it is sent (issue 30)', { timeout: 30_000 }, () => {
  it('shows fee × hours, the 가족회사 discount and the total the server quoted for the chosen slots', async () => {
    const quote: EquipmentQuote = {
      usageMode: 'self',
      unitFee: 10000,
      unit: 'hour',
      unitLabel: '시간당',
      feeUnit: '1시간',
      units: 2,
      baseAmount: 20000,
      userType: 'family',
      userTypeLabel: '가족회사(우수)',
      userTypeReason: '새솔정밀이(가) 가족회사(우수 등급)로 협약 중입니다.',
      factorPercent: 70,
      benefit: { companyName: '새솔정밀', tierName: '우수', label: '가족회사 우수 30% 할인', discountPercent: 30 },
      discountLabel: '가족회사 우수 30% 할인',
      discountAmount: 6000,
      minimumCharge: 0,
      minimumAddedAmount: 0,
      vatMode: 'separate',
      supplyAmount: 14000,
      vatAmount: 1400,
      total: 15400,
      lines: [
        { kind: 'base', label: '기본 이용료', detail: '10,000원 / 1시간 × 2', amount: 20000 },
        { kind: 'discount', label: '가족회사 우수 30% 할인', detail: null, amount: -6000 },
        { kind: 'supply', label: '공급가액', detail: null, amount: 14000 },
        { kind: 'vat', label: '부가세 10% (부가세 별도)', detail: null, amount: 1400 },
        { kind: 'total', label: '합계', detail: null, amount: 15400 },
      ],
    }
    currentApi().answers['GET /equipment/7/quote'] = { data: quote }
    const equipment = {
      id: 7,
      name: '주사전자현미경',
      equipmentNo: 'EQ-007',
      usageModes: [{ mode: 'self', modeLabel: '직접사용', fee: 10000, feeUnit: '1시간' }],
      openingRules: { cancelNoticeHours: 24 },
    } as unknown as EquipmentDetail
    renderWithProviders(
      <ReservationModal
        opened
        equipment={equipment}
        date="2026-12-09"
        slotSummary="10:00~11:00, 13:00~14:00"
        chosenSlots={[
          { start: '10:00', end: '11:00' },
          { start: '13:00', end: '14:00' },
        ]}
        form={{
          usageMode: 'self',
          samples: '',
          sampleDescription: '',
          purpose: '시료 관찰',
          applicantName: '김민준',
          organisation: '새솔정밀',
          phone: '010-1234-5678',
          email: 'member1@example.com',
        }}
        onForm={() => {}}
        recurrence={defaultRecurrence('2026-12-09')}
        onRecurrence={() => {}}
        error={null}
        submitting={false}
        onSubmit={() => {}}
        onClose={() => {}}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: '다음' }))
    fireEvent.click(await screen.findByRole('button', { name: '다음' }))

    const table = await screen.findByTestId('equipment-quote')
    expect(within(table).getByText('10,000원 / 1시간 × 2 = 20,000원')).toBeTruthy()
    expect(within(screen.getByTestId('quote-discount')).getByText('가족회사 우수 30% 할인')).toBeTruthy()
    expect(within(screen.getByTestId('quote-discount')).getByText('−6,000원')).toBeTruthy()
    expect(within(screen.getByTestId('quote-total')).getByText('15,400원')).toBeTruthy()
    const asked = currentApi().sentTo('GET', '/equipment/7/quote')[0]!.query
    expect(Object.fromEntries(asked)).toEqual({ usageMode: 'self', date: '2026-12-09', start: '10:00', end: '14:00', slots: '10:00,13:00' })
  })
})

describe('가족회사 badges on courses and calls (issue 30)', () => {
  it('a course shows its fee waiver and reserved places, a call its 전용 or 우대', () => {
    renderWithProviders(
      <>
        <CourseBadges course={{ modeLabel: '집합교육', state: 'open', stateLabel: '모집중', familyFeeWaived: true, familySeats: 5 }} />
        <CourseBadges course={{ modeLabel: '온라인교육', state: 'open', stateLabel: '모집중', familyFeeWaived: false, familySeats: 0 }} />
        <CallFamilyBadge call={{ familyOnly: true, familyPriority: true }} />
        <CallFamilyBadge call={{ familyOnly: false, familyPriority: true }} />
        <CallFamilyBadge call={{ familyOnly: false, familyPriority: false }} />
      </>,
    )
    expect(screen.getAllByText('가족회사 수강료 면제')).toHaveLength(1)
    expect(screen.getAllByText('가족회사 우선 배정 5석')).toHaveLength(1)
    expect(screen.getAllByText('가족회사 전용')).toHaveLength(1)
    expect(screen.getAllByText('가족회사 우대')).toHaveLength(1)
  })
})

describe('a course application in my-page (issue 30)', { timeout: 30_000 }, () => {
  it('shows what the company got as a 가족회사 when the member applied', async () => {
    const detail: CourseApplicationDetail = {
      kind: 'edu',
      id: 7,
      applicationNo: 'ED-2026-0007',
      title: '스마트공장 실무',
      state: 'received',
      stateLabel: '접수',
      createdAt: '2026-11-20T00:00:00.000Z',
      updatedAt: '2026-11-20T00:00:00.000Z',
      canWithdraw: true,
      canResubmit: false,
      courseId: 2,
      eduStart: '2026-12-01',
      eduEnd: '2026-12-02',
      location: '산학협력관',
      waitlisted: false,
      completedAt: null,
      contactName: '김민준',
      company: '(주)한빛정밀',
      phone: '010-1234-5678',
      email: 'member1@example.com',
      motivation: null,
      familyBenefit: { companyName: '(주)한빛정밀', tierName: '우수', label: '가족회사 우수 30% 할인', discountPercent: 30, feeWaived: true, familySeat: true },
      history: [],
    }
    currentApi().answers['GET /applications/edu/7'] = { data: detail }
    await renderInRouter(<CourseApplicationModal id={7} onClose={() => {}} onWithdrawn={() => {}} onResubmitted={() => {}} />)
    expect(await screen.findByText('(주)한빛정밀 · 가족회사 우수 · 수강료 면제 · 가족회사 좌석')).toBeTruthy()
    expect(screen.getByText('가족회사 혜택')).toBeTruthy()
  })
})

describe('an application filed for the member’s company (issue 30)', { timeout: 30_000 }, () => {
  const profile: MyPageSummary = {
    login_id: 'member1',
    user_nm: '김민준',
    email: 'member1@example.com',
    memberClass: 'company',
    memberClassLabel: '기업회원',
    role: 'member',
    joinedAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
    phone: '010-1234-5678',
    affiliation: '예전 직장',
    company: { id: 3, name: '새솔정밀', role: 'member', roleLabel: '구성원' },
  }
  const mine = { company: { id: 3, name: '새솔정밀' }, role: 'member' } as unknown as MyCompanyData

  it('shows the company read-only, sends it, and answers a refusal by class with the ways to get access', async () => {
    currentApi().answers['GET /companies/mine'] = { data: mine }
    currentApi().answers['POST /applications/tech'] = { status: 403, message: '기술자문은 기업회원으로 전환하고 소속 기업을 등록하면 신청할 수 있습니다.' }
    const queryClient = createQueryClient()
    const experts: ListData<AdvisoryExpert> = { list: [], cnt_total: 0, page_cnt: 0 }
    queryClient.setQueryData(expertsQueryOptions(undefined, 1, ALL_EXPERTS).queryKey, experts)
    await renderInRouter(<AdvisoryRequestForm profile={profile} />, queryClient)

    await waitFor(() => expect((screen.getByLabelText('기업명(기관명)') as HTMLInputElement).value).toBe('새솔정밀'))
    expect((screen.getByLabelText('기업명(기관명)') as HTMLInputElement).readOnly).toBe(true)
    expect(screen.getByText('소속 기업으로 신청됩니다. 기업명은 담당자만 바꿀 수 있습니다.')).toBeTruthy()

    fireEvent.change(screen.getByRole('combobox', { name: /자문 분야/ }), { target: { value: 'mechanical' } })
    fireEvent.change(screen.getByLabelText(/^자문 제목/, { selector: 'input' }), { target: { value: '열처리 공정 자문' } })
    fireEvent.change(screen.getByLabelText(/^문제 설명/, { selector: 'textarea' }), { target: { value: '변형이 생깁니다.' } })
    fireEvent.click(screen.getByRole('checkbox', { name: '개인정보 수집·이용에 동의합니다.' }))
    fireEvent.click(screen.getByRole('button', { name: '신청하기' }))

    const alert = await screen.findByText('기술자문은 기업회원으로 전환하고 소속 기업을 등록하면 신청할 수 있습니다.')
    expect(currentApi().sentTo('POST', '/applications/tech')[0]!.body).toMatchObject({ company: '새솔정밀', contactName: '김민준' })
    const box = alert.closest('[role="alert"]') as HTMLElement
    expect(within(box).getByRole('link', { name: '기업 정보에서 기업 등록·합류하기' }).getAttribute('href')).toBe('/myPage/company')
    expect(within(box).getByRole('link', { name: '회원정보에서 회원 유형 바꾸기' }).getAttribute('href')).toBe('/myPage/myInfo')
  })
})

describe('member classes (issue 30)', { timeout: 30_000 }, () => {
  it('the join screen says what each class may apply for', async () => {
    await renderInRouter(<MemberClassStep />)
    const student = await screen.findByRole('radio', { name: '학생' })
    const card = student.closest('label, button, [data-checked], .mantine-RadioCard-card') ?? student
    expect(card.textContent).toContain('신청할 수 있는 서비스: 산업교육, 공동장비 예약.')
    expect(card.textContent).not.toContain('기술자문')
    const company = screen.getByRole('radio', { name: '기업회원' })
    expect(company.textContent).toContain('신청할 수 있는 서비스: 기술자문, 공동기술개발과제, 산업교육, 공동장비 예약, 가족회사 가입, 기술상담.')
  })

  it('the profile asks to change the class and shows the server’s refusal', async () => {
    currentApi().answers['PATCH /mypage/member-class'] = { status: 409, message: '기업회원을 그만두려면 먼저 소속 기업에서 탈퇴해 주세요.' }
    await renderInRouter(<MemberClassField memberClass="company" profileToken="gate-token" onNotice={() => {}} />)

    expect(screen.getByTestId('member-class-current').textContent).toContain('지금 회원 유형은 기업회원입니다.')
    expect(screen.getByRole('button', { name: '회원 유형 변경' })).toHaveProperty('disabled', true)
    fireEvent.change(screen.getByRole('combobox', { name: '바꿀 회원 유형' }), { target: { value: 'general' } })
    fireEvent.click(screen.getByRole('button', { name: '회원 유형 변경' }))

    expect((await screen.findByRole('alert')).textContent).toBe('기업회원을 그만두려면 먼저 소속 기업에서 탈퇴해 주세요.')
    expect(currentApi().sentTo('PATCH', '/mypage/member-class')[0]!.body).toEqual({ memberClass: 'general' })
    expect(screen.getByTestId('member-class-current').textContent).toContain('지금 회원 유형은 기업회원입니다.')
  })
})
