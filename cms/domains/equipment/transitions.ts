import { equipmentMessages } from './messages'
import { labelOf, reservationStates, type ReservationState } from '../../../contract/equipment-options'

export type ReservationActor = 'staff' | 'member'

/**
 * Every state change after a booking is made, by who may make it. Staff decide (approve, reject,
 * complete, settle a cancel request either way); a member only withdraws their own booking: a
 * standby one directly, a confirmed one by asking, because staff may already have prepared for it.
 */
const moves: Record<ReservationActor, Partial<Record<ReservationState, readonly ReservationState[]>>> = {
  staff: {
    standby: ['confirm', 'reject'],
    // 미이용 only once staff know the member did not come; a no-show counts towards suspension.
    confirm: ['complete', 'cancel', 'no-show'],
    'cancel-ask': ['cancel', 'confirm'],
  },
  member: {
    standby: ['cancel'],
    confirm: ['cancel-ask'],
  },
}

export const canMove = (actor: ReservationActor, from: ReservationState, to: ReservationState) => moves[actor][from]?.includes(to) ?? false

const HOUR_MS = 60 * 60 * 1000

/**
 * Why the owner may not make their move now, or null when they may: nothing once the booking has
 * begun, and a cancel request only until `noticeHours` before it starts.
 */
export const memberTimingRefusal = (to: ReservationState, startAt: Date, noticeHours: number, now: Date): string | null => {
  const startsIn = startAt.getTime() - now.getTime()
  if (startsIn <= 0) return equipmentMessages.alreadyStarted
  if (to === 'cancel-ask' && startsIn < noticeHours * HOUR_MS) return equipmentMessages.cancelNoticePassed(noticeHours)
  return null
}

/** The owner's move out of a state: withdraw a standby booking, ask to cancel a confirmed one. */
export const memberCancelMove = (from: ReservationState): ReservationState | null => moves.member[from]?.[0] ?? null

const verbs: Record<ReservationState, string> = {
  standby: '신청할',
  confirm: '승인할',
  reject: '반려할',
  'cancel-ask': '취소를 요청할',
  cancel: '취소할',
  complete: '사용완료로 처리할',
  'no-show': '미이용으로 처리할',
}

export const refusedMoveMessage = (from: ReservationState, to: ReservationState) =>
  `현재 상태(${labelOf(reservationStates, from)})에서는 ${verbs[to]} 수 없습니다.`

/** What the subject line of the member's mail says happened. */
export const stateHeadlines: Record<ReservationState, string> = {
  standby: '장비 예약 신청이 접수되었습니다',
  confirm: '장비 예약이 승인되었습니다',
  reject: '장비 예약이 반려되었습니다',
  'cancel-ask': '장비 예약 취소 요청이 접수되었습니다',
  cancel: '장비 예약이 취소되었습니다',
  complete: '장비 이용이 완료 처리되었습니다',
  'no-show': '장비 예약이 미이용으로 처리되었습니다',
}
