import type { PayloadRequest } from 'payload'
import { hasStaffRole } from '../../../platform/access/roles'
import { equipmentMessages } from '../messages'
import { liveReservationStates, type ReservationState } from '../../../../contract/equipment-options'
import { canMove, memberTimingRefusal, refusedMoveMessage } from '../transitions'
import { AppError, errorMessages } from '../../../platform/http/errors'
import type { Equipment, EquipmentReservation, User } from '../../../payload-types'
import { queueReservationMail } from './reservation-mail'
import { releaseSlotLocks } from './slot-locks'
import { offerFreedSlots } from './waitlist'
import { suspendAfterNoShows } from './no-shows'
import { relationId } from '../../../platform/data/relation-id'
import { systemAccess } from '../../../platform/access/system-access'
import { inLockedRow } from '../../../platform/data/raw-sql'

const findReservation = async (req: PayloadRequest, id: number) => {
  const reservation = (await req.payload.findByID({
    collection: 'equipment-reservations',
    id,
    depth: 0,
    ...systemAccess('booking bookkeeping'),
    req,
    disableErrors: true,
  })) as EquipmentReservation | null
  if (!reservation) throw new AppError(404, equipmentMessages.reservationNotFound)
  return reservation
}

const cancelNoticeHours = async (req: PayloadRequest, equipmentId: number) => {
  const equipment = (await req.payload.findByID({
    collection: 'equipment',
    id: equipmentId,
    depth: 0,
    ...systemAccess('booking bookkeeping'),
    req,
    disableErrors: true,
  })) as Equipment | null
  return equipment?.openingRules?.cancelNoticeHours ?? 24
}

/**
 * The one place a reservation's state changes after it was made (docs/decisions.md "공동활용 장비").
 * Staff move any booking as cms/domains/equipment/transitions.ts allows; the owner makes the member moves.
 * The update only applies while the state is still the one checked, so two clicks at once cannot
 * both succeed. Leaving the live states frees the slots; the member gets a mail for every change.
 */
export const changeReservationState = async (
  req: PayloadRequest,
  reservationId: number,
  to: ReservationState,
  opts: { reason?: string | null },
): Promise<EquipmentReservation> => {
  const user = req.user as User | null
  if (!user) throw new AppError(401, errorMessages.unauthorized)
  const reservation = await findReservation(req, reservationId)
  const from = reservation.state
  const isOwner = relationId(reservation.member) === user.id
  if (!hasStaffRole(user) && !isOwner) throw new AppError(403, equipmentMessages.notYourReservation)

  const asStaff = hasStaffRole(user) && canMove('staff', from, to)
  const asOwner = isOwner && canMove('member', from, to)
  if (!asStaff && !asOwner) throw new AppError(409, refusedMoveMessage(from, to))
  if (!asStaff) {
    const noticeHours = await cancelNoticeHours(req, relationId(reservation.equipment))
    const refusal = memberTimingRefusal(to, new Date(reservation.startAt), noticeHours, new Date())
    if (refusal) throw new AppError(409, refusal)
  }

  // A member cannot have missed what has not begun yet.
  if (to === 'no-show' && new Date(reservation.startAt).getTime() > Date.now()) throw new AppError(409, equipmentMessages.noShowBeforeStart)
  const reason = opts.reason?.trim() || null
  // The member reads why in the mail and the timeline; a bare 반려 would leave them guessing.
  if (to === 'reject' && !reason) throw new AppError(400, equipmentMessages.rejectReasonRequired)
  const updated = await inLockedRow(req, 'equipment-reservations', reservationId, async () => {
    const { docs } = await req.payload.update({
      collection: 'equipment-reservations',
      where: { and: [{ id: { equals: reservationId } }, { state: { equals: from } }] },
      data: {
        state: to,
        history: [...(reservation.history ?? []), { state: to, at: new Date().toISOString(), by: user.id, reason }],
      },
      depth: 0,
      ...systemAccess('booking bookkeeping'),
      req,
    })
    const moved = docs[0] as EquipmentReservation | undefined
    if (moved) await queueReservationMail(req, moved, reason)
    return moved
  })
  if (!updated) throw new AppError(409, errorMessages.conflict)

  if (liveReservationStates.includes(from) && !liveReservationStates.includes(to)) {
    await releaseSlotLocks(req, reservationId)
    await offerFreedSlots(req, updated)
  }
  if (to === 'no-show') await suspendAfterNoShows(req, relationId(reservation.member))
  return updated
}
