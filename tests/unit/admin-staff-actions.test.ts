import { describe, expect, it } from 'vitest'
import { staffActionsFrom } from '../../cms/domains/equipment/admin/staff-actions'

const labels = (from: Parameters<typeof staffActionsFrom>[0]) => staffActionsFrom(from).map((action) => `${action.label}→${action.to}`)

describe('the state buttons of the reservation screen', () => {
  it('offer 승인 and 반려 for a waiting booking', () => {
    expect(labels('standby')).toEqual(['승인→confirm', '반려→reject'])
  })

  it('offer 사용완료, 미이용 and 취소 처리 for a confirmed booking', () => {
    expect(labels('confirm')).toEqual(['취소 처리→cancel', '사용완료→complete', '미이용→no-show'])
  })

  it('call keeping the booking after a cancel request 취소요청 반려', () => {
    expect(labels('cancel-ask')).toEqual(['취소요청 반려→confirm', '취소 처리→cancel'])
  })

  it('offer nothing once a booking is closed', () => {
    for (const closed of ['reject', 'cancel', 'complete'] as const) expect(staffActionsFrom(closed)).toEqual([])
  })
})
