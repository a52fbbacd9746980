import type { ListData } from '@contract/envelope'
import type { MyEquipmentReservationRow } from '@contract/equipment'
import type { EquipmentStatement } from '@contract/equipment-statement'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRouteAt } from '../helpers/render-with-providers'
import { signedInMemberWithFakeApi } from '../helpers/signed-in-member'

const currentApi = signedInMemberWithFakeApi()

const charge = {
  unitFee: 10000,
  unitLabel: '시간당',
  units: 3.5,
  baseAmount: 35000,
  discountLabel: '가족회사 우수 30% 할인',
  discountAmount: 10500,
  adjustmentAmount: -1000,
  adjustmentReason: '장비 점검으로 30분 지연',
  supplyAmount: 21364,
  vatAmount: 2136,
  total: 23500,
}

const statement: EquipmentStatement = {
  kind: 'booking',
  statementNo: 'EQ-202612-0007',
  issuedOn: '2026-12-10',
  dueDate: '2027-01-09',
  month: null,
  billedTo: { name: '김민준', organisation: '(주)새솔메이커스' },
  lines: [
    {
      reservationId: 5,
      reservationNo: 'EQ-20261201-5',
      statementNo: 'EQ-202612-0007',
      equipmentName: '주사전자현미경(SEM)',
      equipmentNo: 'SS-2019-004',
      nfecNo: 'NFEC-2019-04-123456',
      usageModeLabel: '단독사용',
      userName: '김민준',
      useDate: '2026-12-09',
      actualStartAt: '2026-12-09T01:00:00.000Z',
      actualEndAt: '2026-12-09T04:30:00.000Z',
      samples: 3,
      staffHours: 1.5,
      operator: '박운영',
      charge,
      dueDate: '2027-01-09',
    },
  ],
  totals: { baseAmount: 35000, discountAmount: 10500, adjustmentAmount: -1000, supplyAmount: 21364, vatAmount: 2136, total: 23500 },
  issuer: {
    organizationName: '새솔대학교 산학협력단',
    address: '세종특별자치시 새솔로 1',
    phone: '044-000-0000',
    bank: '새솔은행',
    accountNo: '301-0000-1234-51',
    accountHolder: '새솔대학교 산학협력단',
    footer: '입금 시 내역서 번호를 적어 주세요.',
  },
}

describe('the statement pages (issue 31)', { timeout: 30_000 }, () => {
  it('shows a booking’s statement with its number, lines, adjustment, VAT, total, account and due date', async () => {
    currentApi().answers['GET /equipment/reservations/5/statement'] = { data: statement }
    await renderRouteAt('/myPage/equ/statement?id=5')
    const sheet = await screen.findByRole('article', { name: '장비 이용 내역서' })
    const text = sheet.textContent ?? ''
    for (const part of ['EQ-202612-0007', '2026.12.10', '2027.01.09', 'NFEC-2019-04-123456', '3.5 (시간당)', '-10,500원', '-1,000원', '2,136원', '23,500원']) {
      expect(text).toContain(part)
    }
    expect(text).toContain('조정 사유 장비 점검으로 30분 지연')
    expect(text).toContain('실제 이용 2026.12.09 10:00 ~ 2026.12.09 13:30')
    expect(text).toContain('새솔은행 301-0000-1234-51')
    expect(within(sheet).getByText('새솔대학교 산학협력단')).toBeTruthy()
    expect(screen.getByRole('button', { name: '인쇄' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'PDF 내려받기' })).toBeTruthy()
  })

  it('shows the server’s refusal on the monthly page, e.g. a member asking for the whole company', async () => {
    currentApi().answers['GET /equipment/statements'] = (request) =>
      request.query.get('scope') === 'company'
        ? { status: 403, message: '기업 전체 내역서는 기업 관리자만 볼 수 있습니다.' }
        : { data: { ...statement, kind: 'member-month', month: '2026-12' } }
    await renderRouteAt('/myPage/equ/statements?month=2026-12&scope=company')
    expect((await screen.findByRole('alert')).textContent).toContain('기업 전체 내역서는 기업 관리자만 볼 수 있습니다.')
    fireEvent.click(screen.getByRole('radio', { name: '내 이용' }))
    expect(await screen.findByRole('article', { name: '장비 이용료 청구서' })).toBeTruthy()
    expect(currentApi().sentTo('GET', '/equipment/statements').at(-1)!.query.get('month')).toBe('2026-12')
  })

  it('links a booking row to its statement once the use is recorded, and only then', async () => {
    const row = (id: number, statementNo: string | null): MyEquipmentReservationRow => ({
      id,
      reservationNo: `EQ-20261201-${id}`,
      equipmentId: 1,
      equipmentNo: 'SS-2019-004',
      equipmentName: '주사전자현미경(SEM)',
      useDate: '2026-12-09',
      timeRange: '10:00~12:00',
      reservedAt: '2026-12-01T01:00:00.000Z',
      state: 'complete',
      stateLabel: '사용완료',
      cancelAction: null,
      icsPath: null,
      total: 23500,
      benefitLabel: null,
      statementNo,
      series: null,
    })
    const list: ListData<MyEquipmentReservationRow> = { list: [row(5, 'EQ-202612-0007'), row(6, null)], cnt_total: 2, page_cnt: 1 }
    currentApi().answers['GET /mypage/equ/list'] = { data: list }
    await renderRouteAt('/myPage/equ')
    const links = await screen.findAllByRole('link', { name: 'EQ-20261201-5 이용 내역서 보기' })
    expect(links[0]!.getAttribute('href')).toBe('/myPage/equ/statement?id=5')
    await waitFor(() => expect(screen.queryAllByRole('link', { name: 'EQ-20261201-6 이용 내역서 보기' })).toHaveLength(0))
  })
})
