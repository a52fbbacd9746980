import type { PayloadRequest } from 'payload'
import { equipmentMessages } from '../../equipment/messages'
import { labelOf, reservationStates } from '../../../contract/equipment-options'
import { stateHeadlines } from '../../equipment/transitions'
import { escapeHtml } from '../../lib/escape-html'
import { site } from '../../../contract/site'
import type { Equipment, EquipmentReservation, User } from '../../payload-types'
import { systemAccess } from '../../access/system-access'

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
 * The member's verified account address. The booking form's e-mail is a contact for staff; mailing
 * it would let anyone make the portal write to any address.
 */
const accountEmail = async (req: PayloadRequest, member: EquipmentReservation['member']) => {
  if (typeof member === 'object') return member.email
  const found = (await req.payload.findByID({
    collection: 'users',
    id: member,
    depth: 0,
    ...systemAccess('mail recipient'),
    req,
    disableErrors: true,
  })) as User | null
  return found?.email ?? null
}

/**
 * Tells the member about their booking (made, or any later state change). It never throws, so a
 * caller can leave it running: the member's or the staff's answer does not wait for the mail
 * server, and a mail that fails is logged while the change itself stays saved and shows in /myPage/equ.
 */
export const sendReservationMail = async (req: PayloadRequest, reservation: EquipmentReservation, reason?: string | null) => {
  try {
    const headline = stateHeadlines[reservation.state]
    const lines = [
      `${reservation.applicantName}님, 안녕하세요. ${site.organizationName}입니다.`,
      `${headline}.`,
      '',
      `예약번호: ${reservation.reservationNo}`,
      `장비: ${await equipmentName(req, reservation.equipment)}`,
      `이용일시: ${reservation.useDate} ${reservation.timeRange}`,
      `상태: ${labelOf(reservationStates, reservation.state)}`,
      ...(reason ? [`사유: ${reason}`] : []),
      '',
      '예약 내역은 마이페이지 > 장비 신청현황에서 확인하실 수 있습니다.',
    ]
    const to = await accountEmail(req, reservation.member)
    if (!to) return
    await req.payload.sendEmail({
      to,
      subject: equipmentMessages.mailSubject(headline),
      text: lines.join('\n'),
      html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join(''),
    })
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `reservation mail ${reservation.reservationNo} failed` })
  }
}
