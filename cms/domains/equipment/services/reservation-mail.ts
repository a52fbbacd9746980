import type { PayloadRequest } from 'payload'
import { formatSeoulDate } from '../../../../contract/date-format'
import { labelOf, reservationStates } from '../../../../contract/equipment-options'
import { stateHeadlines } from '../transitions'
import type { Equipment, EquipmentReservation } from '../../../payload-types'
import { queueMemberNotice } from '../../../platform/mail/member-notice'
import type { NotificationEvent } from '../../../../contract/notifications'
import { notifyOfNotice } from '../../notifications'
import { systemAccess } from '../../../platform/access/system-access'
import { quoteLineText } from '../../../../contract/equipment-quote'
import { equipmentMessages } from '../messages'
import { storedQuote } from './quote'

const m = equipmentMessages.mail

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

/** When: the slots' day and time, or for a request by samples the drop-off day and how many. */
const whenFacts = (reservation: EquipmentReservation) =>
  reservation.samples == null
    ? [m.when(formatSeoulDate(reservation.useDate), reservation.timeRange)]
    : [m.dropOff(formatSeoulDate(reservation.useDate)), m.samples(reservation.samples)]

/** The stored price, line by line as the booking's detail shows it (contract/equipment-quote.ts). */
const priceFacts = (reservation: EquipmentReservation) => {
  const quote = storedQuote(reservation)
  if (!quote) return []
  return [m.userType(quote.userTypeLabel), ...quote.lines.map((line) => m.line(line.label, quoteLineText(line)))]
}

/** The catalogue's event of a booking's state (contract/notifications.ts); the other moves stay plain mails. */
const eventOfState: Partial<Record<EquipmentReservation['state'], NotificationEvent>> = {
  standby: 'booking.received',
  confirm: 'booking.approved',
  reject: 'booking.rejected',
  cancel: 'booking.cancelled',
}

/**
 * The member's notice about their booking, when it is made and at every later state change
 * (member-notice.ts): through the notification service for the moves its catalogue names, keyed by
 * the move's place in the booking's history so a later move to the same state is news again.
 */
export const queueReservationMail = async (req: PayloadRequest, reservation: EquipmentReservation, reason?: string | null) => {
  const equipment = await equipmentName(req, reservation.equipment)
  const notice = {
    addressee: reservation.applicantName,
    subject: stateHeadlines[reservation.state],
    facts: [
      m.reservationNo(reservation.reservationNo),
      m.equipment(equipment),
      ...whenFacts(reservation),
      m.state(labelOf(reservationStates, reservation.state)),
      ...priceFacts(reservation),
    ],
    reason,
    followUp: '예약 내역은 마이페이지 > 장비 신청현황에서 확인하실 수 있습니다.',
  }
  const event = eventOfState[reservation.state]
  if (!event) return queueMemberNotice(req, reservation.member, notice)
  await notifyOfNotice(req, {
    event,
    member: reservation.member,
    notice,
    link: `/myPage/equ?id=${reservation.id}`,
    variables: {
      예약번호: reservation.reservationNo,
      장비: equipment,
      이용일시: `${formatSeoulDate(reservation.useDate)} ${reservation.timeRange ?? ''}`.trim(),
      상태: labelOf(reservationStates, reservation.state),
      사유: reason ?? '없음',
    },
    key: `booking:${reservation.id}:${reservation.state}:${reservation.history?.length ?? 0}`,
  })
}
