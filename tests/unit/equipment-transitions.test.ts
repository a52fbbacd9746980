import { describe, expect, it } from 'vitest'
import { reservationStates, type ReservationState } from '../../contract/equipment-options'
import { canMove, memberCancelMove, memberTimingRefusal, refusedMoveMessage } from '../../cms/domains/equipment/transitions'

const states = reservationStates.map((state) => state.value)
const allPairs = states.flatMap((from) => states.map((to) => [from, to] as [ReservationState, ReservationState]))

describe('reservation state machine', () => {
  const staffAllowed = ['standby→confirm', 'standby→reject', 'confirm→complete', 'confirm→no-show', 'confirm→cancel', 'cancel-ask→cancel', 'cancel-ask→confirm']
  const memberAllowed = ['standby→cancel', 'confirm→cancel-ask']

  it.each(allPairs)('staff %s → %s', (from, to) => {
    expect(canMove('staff', from, to)).toBe(staffAllowed.includes(`${from}→${to}`))
  })

  it.each(allPairs)('member %s → %s', (from, to) => {
    expect(canMove('member', from, to)).toBe(memberAllowed.includes(`${from}→${to}`))
  })

  it('refusals name the current state and the refused action in Korean', () => {
    expect(refusedMoveMessage('confirm', 'reject')).toBe('현재 상태(승인)에서는 반려할 수 없습니다.')
    expect(refusedMoveMessage('cancel', 'cancel-ask')).toBe('현재 상태(취소)에서는 취소를 요청할 수 없습니다.')
  })
})

describe('the owner’s cancel moves and their timing', () => {
  const now = new Date('2026-11-23T01:00:00Z')
  const hoursLater = (hours: number) => new Date(now.getTime() + hours * 3_600_000)

  it('withdraws a standby booking, asks to cancel a confirmed one, nothing else', () => {
    expect(states.map((state) => [state, memberCancelMove(state)])).toEqual([
      ['standby', 'cancel'],
      ['confirm', 'cancel-ask'],
      ['reject', null],
      ['cancel-ask', null],
      ['cancel', null],
      ['complete', null],
      ['no-show', null],
    ])
  })

  it('a cancel request needs the notice; a withdrawal only that the booking has not begun', () => {
    expect(memberTimingRefusal('cancel-ask', hoursLater(24), 24, now)).toBeNull()
    expect(memberTimingRefusal('cancel-ask', hoursLater(23.9), 24, now)).toBe(
      '승인된 예약은 이용 시작 24시간 전까지만 취소를 요청할 수 있습니다. 장비 담당자에게 문의해 주세요.',
    )
    expect(memberTimingRefusal('cancel', hoursLater(0.5), 24, now)).toBeNull()
    expect(memberTimingRefusal('cancel', now, 24, now)).toBe('이미 이용 시간이 지난 예약은 취소할 수 없습니다.')
  })
})
