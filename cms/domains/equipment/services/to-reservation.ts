import type { CancelAction, MyEquipmentReservationRow, ReservationData } from '../../../../contract/equipment'
import { labelOf, reservationStates, usageModes } from '../../../../contract/equipment-options'
import { memberCancelMove, memberTimingRefusal } from '../transitions'
import type { Equipment, EquipmentReservation } from '../../../payload-types'
import { storedQuote } from './quote'
import { chargeOf, hasUsageLog } from './charge'
import { relationId } from '../../../platform/data/relation-id'

/** A reservation read with depth 1, so its equipment is the document. */
export type ReservationWithEquipment = EquipmentReservation & { equipment: Equipment }

/**
 * What the owner may do now, by the same rules changeReservationState enforces: cancel a standby
 * booking before it starts, ask to cancel a confirmed one until the equipment's notice.
 */
export const cancelActionOf = (reservation: ReservationWithEquipment, now: Date): CancelAction => {
  const move = memberCancelMove(reservation.state)
  if (move !== 'cancel' && move !== 'cancel-ask') return null
  const noticeHours = reservation.equipment.openingRules?.cancelNoticeHours ?? 24
  return memberTimingRefusal(move, new Date(reservation.startAt), noticeHours, now) ? null : move
}

export const icsPathOf = (reservation: EquipmentReservation) =>
  reservation.state === 'confirm' ? `/api/v1/equipment/reservations/${reservation.id}/ics` : null

const statementNoOf = (reservation: EquipmentReservation) => (hasUsageLog(reservation) ? (reservation.statementNo ?? null) : null)

export const toReservationData = (reservation: ReservationWithEquipment, now: Date): ReservationData => ({
  id: reservation.id,
  reservationNo: reservation.reservationNo,
  equipment: {
    id: reservation.equipment.id,
    equipmentNo: reservation.equipment.equipmentNo,
    name: reservation.equipment.name,
    location: reservation.equipment.location ?? null,
  },
  useDate: reservation.useDate,
  timeRange: reservation.timeRange,
  slots: (reservation.slots ?? []).map(({ start, end }) => ({ start, end })),
  startAt: reservation.startAt,
  endAt: reservation.endAt,
  state: reservation.state,
  stateLabel: labelOf(reservationStates, reservation.state),
  usageMode: reservation.usageMode,
  usageModeLabel: labelOf(usageModes, reservation.usageMode),
  purpose: reservation.purpose,
  applicantName: reservation.applicantName,
  organisation: reservation.organisation,
  phone: reservation.phone,
  email: reservation.email,
  createdAt: reservation.createdAt,
  history: (reservation.history ?? []).map((entry) => ({
    state: entry.state,
    stateLabel: labelOf(reservationStates, entry.state),
    at: entry.at,
    reason: entry.reason ?? null,
  })),
  cancelAction: cancelActionOf(reservation, now),
  icsPath: icsPathOf(reservation),
  pricing: storedQuote(reservation),
  statementNo: statementNoOf(reservation),
  chargeTotal: chargeOf(reservation),
  samples: reservation.samples ?? null,
  sampleDescription: reservation.sampleDescription ?? null,
})

const seriesOf = (reservation: EquipmentReservation, seriesNos: ReadonlyMap<number, string>) => {
  const id = reservation.series ? relationId(reservation.series) : null
  const seriesNo = id === null ? undefined : seriesNos.get(id)
  return id !== null && seriesNo ? { id, seriesNo } : null
}

/** `seriesNos`: the numbers of the series the rows belong to, by id (my-page groups by them). */
export const toMyReservationRow = (reservation: ReservationWithEquipment, now: Date, seriesNos: ReadonlyMap<number, string>): MyEquipmentReservationRow => ({
  id: reservation.id,
  reservationNo: reservation.reservationNo,
  equipmentId: reservation.equipment.id,
  equipmentNo: reservation.equipment.equipmentNo,
  equipmentName: reservation.equipment.name,
  useDate: reservation.useDate,
  timeRange: reservation.timeRange,
  reservedAt: reservation.createdAt,
  state: reservation.state,
  stateLabel: labelOf(reservationStates, reservation.state),
  cancelAction: cancelActionOf(reservation, now),
  icsPath: icsPathOf(reservation),
  total: chargeOf(reservation),
  benefitLabel: reservation.pricing?.familyBenefit?.label ?? null,
  statementNo: statementNoOf(reservation),
  series: seriesOf(reservation, seriesNos),
})
