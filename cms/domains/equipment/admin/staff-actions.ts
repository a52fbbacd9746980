import { reservationStates, type ReservationState } from '../../../../contract/equipment-options'
import { canMove } from '../transitions'

export type StaffAction = { to: ReservationState; label: string; tone: 'primary' | 'secondary' }

/** What the button says; "confirm" out of a cancel request keeps the booking, so it reads as refusing the request. */
const buttonLabel = (from: ReservationState, to: ReservationState) => {
  if (from === 'cancel-ask' && to === 'confirm') return '취소요청 반려'
  return { confirm: '승인', reject: '반려', complete: '사용완료', cancel: '취소 처리', standby: '신청', 'cancel-ask': '취소요청', 'no-show': '미이용' }[to]
}

const declining: readonly ReservationState[] = ['reject', 'cancel', 'no-show']

/** The buttons of the reservation screen: exactly the moves cms/domains/equipment/transitions.ts gives staff. */
export const staffActionsFrom = (from: ReservationState): StaffAction[] =>
  reservationStates
    .map((option) => option.value)
    .filter((to) => canMove('staff', from, to))
    .map((to) => ({ to, label: buttonLabel(from, to), tone: declining.includes(to) ? 'secondary' : 'primary' }))
