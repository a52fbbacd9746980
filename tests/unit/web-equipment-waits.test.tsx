import type { CalendarFeedData, MyWaitRow, SlotsData } from '@contract/equipment'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CalendarFeedCard } from '@/features/equipment/components/calendar-feed-card'
import { MyWaitsSection } from '@/features/equipment/components/my-waits-section'
import { SlotChecklist } from '@/features/equipment/components/slot-checklist'
import { renderWithProviders, toasterText } from '../helpers/render-with-providers'
import { signedInMemberWithFakeApi } from '../helpers/signed-in-member'

const currentApi = signedInMemberWithFakeApi()

const day: SlotsData = {
  equipmentId: 3,
  date: '2026-12-09',
  slotMinutes: 60,
  maxSlotsPerBooking: 4,
  slots: [
    { start: '09:00', end: '10:00', state: 'disabled', reason: '지난 시간입니다.' },
    { start: '10:00', end: '11:00', state: 'disabled', reason: '이미 예약된 시간입니다.' },
    { start: '11:00', end: '12:00', state: 'checked', reason: null },
    { start: '12:00', end: '13:00', state: 'active', reason: null },
  ],
}

describe('대기 신청 in the slot list', () => {
  it('is offered on a slot someone else holds only, and names the slot it waits for', () => {
    const onWait = vi.fn()
    renderWithProviders(<SlotChecklist data={day} isPending={false} selected={[]} onToggle={() => {}} onWait={onWait} />)
    const buttons = screen.getAllByRole('button', { name: /대기 신청/ })
    expect(buttons).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: '10:00 ~ 11:00 대기 신청' }))
    expect(onWait).toHaveBeenCalledWith('10:00')
  })
})

const wait = (patch: Partial<MyWaitRow>): MyWaitRow => ({
  id: 1,
  equipmentId: 3,
  equipmentName: '만능재료시험기',
  date: '2026-12-09',
  timeRange: '10:00~11:00',
  state: 'waiting',
  stateLabel: '대기 중',
  position: 2,
  offerExpiresAt: null,
  createdAt: '2026-12-01T01:00:00.000Z',
  canWithdraw: true,
  canAccept: false,
  ...patch,
})

describe('예약 대기 on my page', () => {
  it('shows the place in line and the deadline, and confirms an offer', async () => {
    currentApi().answers['GET /mypage/equ/waits'] = {
      data: [wait({}), wait({ id: 2, state: 'offered', stateLabel: '예약 제안', position: null, offerExpiresAt: '2026-12-08T05:05:00.000Z', canAccept: true })],
    }
    currentApi().answers['POST /mypage/equ/waits/2/accept'] = { data: { id: 40 } }
    renderWithProviders(<MyWaitsSection />)
    const offered = (await screen.findByText('예약 제안')).closest('tr')!
    expect(within(offered).getByText('2026.12.08 14:05')).toBeTruthy()
    expect(within(screen.getByText('대기 중').closest('tr')!).getByText('2번째')).toBeTruthy()
    fireEvent.click(within(offered).getByRole('button', { name: '예약 확정' }))
    await waitFor(() => expect(toasterText()).toContain('예약을 확정했습니다. 담당자 승인 후 이용하실 수 있습니다.'))
    expect(currentApi().sentTo('POST', '/mypage/equ/waits/2/accept')).toHaveLength(1)
  })
})

describe('캘린더 구독 on my page', () => {
  it('shows the address once after issuing, then offers re-issue and revoke', async () => {
    const url = 'http://localhost/api/v1/equipment/feed/abc.ics'
    currentApi().answers['GET /mypage/equ/feed'] = { data: { active: false, issuedAt: null, url: null } satisfies CalendarFeedData }
    currentApi().answers['POST /mypage/equ/feed'] = { data: { active: true, issuedAt: '2026-12-01T05:05:00.000Z', url } satisfies CalendarFeedData }
    currentApi().answers['DELETE /mypage/equ/feed'] = { data: { active: false, issuedAt: null, url: null } satisfies CalendarFeedData }
    renderWithProviders(<CalendarFeedCard />)
    fireEvent.click(await screen.findByRole('button', { name: '구독 주소 발급' }))
    expect(((await screen.findByLabelText('캘린더 구독 주소')) as HTMLInputElement).value).toBe(url)
    expect(screen.getByRole('button', { name: '재발급' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '발급 취소' }))
    await waitFor(() => expect(screen.queryByLabelText('캘린더 구독 주소')).toBeNull())
    await waitFor(() => expect(toasterText()).toContain('구독 주소를 취소했습니다. 이전 주소로는 더 이상 예약이 보이지 않습니다.'))
  })
})
