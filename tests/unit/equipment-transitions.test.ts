import { describe, expect, it } from 'vitest'
import { reservationStates, type ReservationState } from '../../cms/equipment/options'
import { canMove, refusedMoveMessage } from '../../cms/equipment/transitions'

const states = reservationStates.map((state) => state.value)
const allPairs = states.flatMap((from) => states.map((to) => [from, to] as [ReservationState, ReservationState]))

describe('reservation state machine', () => {
  const staffAllowed = ['standby→confirm', 'standby→reject', 'confirm→complete', 'confirm→cancel', 'cancel-ask→cancel', 'cancel-ask→confirm']
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
