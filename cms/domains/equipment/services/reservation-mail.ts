import type { PayloadRequest } from 'payload'
import { formatSeoulDate } from '../../../../contract/date-format'
import { labelOf, reservationStates } from '../../../../contract/equipment-options'
import { stateHeadlines } from '../transitions'
import type { Equipment, EquipmentReservation } from '../../../payload-types'
import { queueMemberNotice } from '../../../platform/mail/member-notice'
import { systemAccess } from '../../../platform/access/system-access'

const equipmentName = async (req: PayloadRequest, equipment: EquipmentReservation['equipment']) => {
  if (typeof equipment === 'object') return equipment.name
  const found = (await req.payload.findByID({
    collection: 'equipment',
    id: equipment,
    depth: 0,
    ...systemAccess('mail recipient'),
    req,
    draft: false,
    disableErrors: true,
  })) as Equipment | null
  return found?.name ?? ''
}

/** The member's mail about their booking, when it is made and at every later state change (member-notice.ts). */
export const queueReservationMail = async (req: PayloadRequest, reservation: EquipmentReservation, reason?: string | null) =>
  queueMemberNotice(req, reservation.member, {
    addressee: reservation.applicantName,
    subject: stateHeadlines[reservation.state],
    facts: [
      `예약번호: ${reservation.reservationNo}`,
      `장비: ${await equipmentName(req, reservation.equipment)}`,
      `이용일시: ${formatSeoulDate(reservation.useDate)} ${reservation.timeRange}`,
      `상태: ${labelOf(reservationStates, reservation.state)}`,
    ],
    reason,
    followUp: '예약 내역은 마이페이지 > 장비 신청현황에서 확인하실 수 있습니다.',
  })
