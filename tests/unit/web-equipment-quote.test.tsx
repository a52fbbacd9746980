import type { EquipmentDetail, EquipmentQuote } from '@contract/equipment'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { QuoteTable } from '@/features/equipment/components/quote-table'
import { ReservationModal } from '@/features/equipment/components/reservation-modal'
import type { ReservationForm } from '@/features/equipment/lib/reservation-form'
import { renderWithProviders } from '../helpers/render-with-providers'
import { signedInMemberWithFakeApi } from '../helpers/signed-in-member'
import { defaultRecurrence } from '@/features/equipment/lib/recurrence'

const currentApi = signedInMemberWithFakeApi()

/** 학내 구성원 on an LC-MS request of 2 samples: 50% off, lifted to the 100,000원 minimum, VAT on top. */
const quote: EquipmentQuote = {
  usageMode: 'analysis',
  unitFee: 60000,
  unit: 'sample',
  unitLabel: '시료당',
  feeUnit: '1시료',
  units: 2,
  baseAmount: 120000,
  userType: 'internal',
  userTypeLabel: '학내 구성원',
  userTypeReason: '직원이 회원님의 요금 구분을 지정했습니다.',
  factorPercent: 50,
  benefit: null,
  discountLabel: '학내 구성원 50% 할인',
  discountAmount: 60000,
  minimumCharge: 100000,
  minimumAddedAmount: 40000,
  vatMode: 'separate',
  supplyAmount: 100000,
  vatAmount: 10000,
  total: 110000,
  lines: [
    { kind: 'base', label: '기본 이용료', detail: '60,000원 / 1시료 × 2', amount: 120000 },
    { kind: 'discount', label: '학내 구성원 50% 할인', detail: null, amount: -60000 },
    { kind: 'minimum', label: '최소 이용료 적용', detail: '최소 이용료 100,000원', amount: 40000 },
    { kind: 'supply', label: '공급가액', detail: null, amount: 100000 },
    { kind: 'vat', label: '부가세 10% (부가세 별도)', detail: null, amount: 10000 },
    { kind: 'total', label: '합계', detail: null, amount: 110000 },
  ],
}

const rowText = (testId: string) => screen.getByTestId(testId).textContent

describe('the quote lines (issue 31)', () => {
  it('shows 요금 구분 with its reason, then base × units, discount, minimum, supply, VAT and total', () => {
    renderWithProviders(<QuoteTable quote={quote} />)
    expect(rowText('quote-user-type')).toBe('요금 구분학내 구성원직원이 회원님의 요금 구분을 지정했습니다.')
    expect(rowText('quote-base')).toBe('기본 이용료60,000원 / 1시료 × 2 = 120,000원')
    expect(rowText('quote-discount')).toBe('학내 구성원 50% 할인−60,000원')
    expect(rowText('quote-minimum')).toBe('최소 이용료 적용최소 이용료 100,000원 = +40,000원')
    expect(rowText('quote-supply')).toBe('공급가액100,000원')
    expect(rowText('quote-vat')).toBe('부가세 10% (부가세 별도)10,000원')
    expect(rowText('quote-total')).toBe('합계110,000원')
  })
})

describe('a request by samples in the booking dialog (issue 31)', { timeout: 30_000 }, () => {
  const equipment = {
    id: 9,
    name: '액체크로마토그래프 질량분석기(LC-MS/MS)',
    equipmentNo: 'SSE-2022-003',
    usageModes: [{ mode: 'analysis', modeLabel: '시험·분석의뢰', fee: 60000, feeUnit: '1시료', bySamples: true }],
    openingRules: { cancelNoticeHours: 24 },
  } as unknown as EquipmentDetail

  it('asks 시료 수 and 시료 설명 instead of slots, and prices the samples', async () => {
    const api = currentApi()
    api.answers['GET /equipment/9/quote'] = { data: quote }
    let form: ReservationForm = {
      usageMode: 'analysis',
      samples: '',
      sampleDescription: '',
      purpose: '잔류농약 정량',
      applicantName: '김민준',
      organisation: '새솔대학교',
      phone: '010-1234-5678',
      email: 'member1@example.com',
    }
    const view = (current: ReservationForm) => (
      <ReservationModal
        opened
        equipment={equipment}
        date="2026-12-09"
        slotSummary=""
        chosenSlots={[]}
        recurrence={defaultRecurrence('2026-12-09')}
        onRecurrence={() => {}}
        form={current}
        onForm={(next) => {
          form = next
          rerender(view(next))
        }}
        error={null}
        submitting={false}
        onSubmit={() => {}}
        onClose={() => {}}
      />
    )
    const { rerender } = renderWithProviders(view(form))

    expect(screen.getByText('시료 접수 희망일')).toBeTruthy()
    expect(screen.queryByText('이용 시간')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '다음' }))
    expect(await screen.findAllByText('필수 입력 항목입니다.')).toHaveLength(2)

    fireEvent.change(screen.getByRole('textbox', { name: /시료 수/ }), { target: { value: '2' } })
    fireEvent.change(screen.getByRole('textbox', { name: /시료 설명/ }), { target: { value: '사과 껍질 2점' } })
    expect(form).toMatchObject({ samples: 2, sampleDescription: '사과 껍질 2점' })
    fireEvent.click(screen.getByRole('button', { name: '다음' }))
    fireEvent.click(await screen.findByRole('button', { name: '다음' }))

    const table = await screen.findByTestId('equipment-quote')
    expect(within(table).getByText('학내 구성원')).toBeTruthy()
    expect(screen.getByText('시료 2개')).toBeTruthy()
    const asked = api.sentTo('GET', '/equipment/9/quote').at(-1)!.query
    expect(Object.fromEntries(asked)).toEqual({ usageMode: 'analysis', date: '2026-12-09', samples: '2' })
  })
})
