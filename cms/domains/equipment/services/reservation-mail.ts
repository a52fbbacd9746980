import type { PayloadRequest } from 'payload'
import { formatSeoulDate } from '../../../../contract/date-format'
import { labelOf, reservationStates } from '../../../../contract/equipment-options'
import { stateHeadlines } from '../transitions'
import { mailOfLines, queueMail } from '../../../platform/mail/outgoing-mail'
import { site } from '../../../../contract/site'
import type { Equipment, EquipmentReservation } from '../../../payload-types'
import { accountRecipient } from '../../../platform/mail/account-recipient'
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

/**
 * Queues the member's mail about their booking (made, or any later state change), in the caller's
 * transaction, to the account's address (the booking form's e-mail is a contact for staff).
 */
export const queueReservationMail = async (req: PayloadRequest, reservation: EquipmentReservation, reason?: string | null) => {
  const member = await accountRecipient(req, reservation.member)
  if (!member) return
  const headline = stateHeadlines[reservation.state]
  await queueMail(
    req,
    mailOfLines(member.email, headline, [
      `${reservation.applicantName}님, 안녕하세요. ${site.organizationName}입니다.`,
      `${headline}.`,
      '',
      `예약번호: ${reservation.reservationNo}`,
      `장비: ${await equipmentName(req, reservation.equipment)}`,
      `이용일시: ${formatSeoulDate(reservation.useDate)} ${reservation.timeRange}`,
      `상태: ${labelOf(reservationStates, reservation.state)}`,
      ...(reason ? [`사유: ${reason}`] : []),
      '',
      '예약 내역은 마이페이지 > 장비 신청현황에서 확인하실 수 있습니다.',
    ]),
  )
}
