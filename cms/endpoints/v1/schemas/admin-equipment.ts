import { z } from 'zod'
import { reservationStates, type ReservationState } from '../../../equipment/options'

/** Staff change the state of one or more reservations from /admin (docs/api.md "관리자: 장비 예약"). */

const states = reservationStates.map((option) => option.value) as [ReservationState, ...ReservationState[]]

export const staffStateChangeBody = z.object({
  ids: z
    .array(z.number('예약 번호가 올바르지 않습니다.').int().positive(), '처리할 예약을 선택해 주세요.')
    .min(1, '처리할 예약을 선택해 주세요.')
    .max(100, '한 번에 100건까지 처리할 수 있습니다.'),
  to: z.enum(states, { error: '바꿀 상태가 올바르지 않습니다.' }),
  reason: z.string().trim().max(500, '사유는 500자 이내로 입력해 주세요.').optional().default(''),
})
  // The member reads the reason in the rejection e-mail; a bare "반려" would leave them guessing.
  .refine((body) => body.to !== 'reject' || body.reason.length > 0, { message: '반려 사유를 입력해 주세요.', path: ['reason'] })

export type StaffStateChangeRequest = z.input<typeof staffStateChangeBody>

export type StaffStateChangeFailure = { id: number; reservationNo: string | null; message: string }

export type StaffStateChangeResult = {
  to: ReservationState
  toLabel: string
  succeeded: { id: number; reservationNo: string }[]
  failed: StaffStateChangeFailure[]
}
