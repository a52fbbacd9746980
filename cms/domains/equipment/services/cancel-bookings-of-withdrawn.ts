import type { PayloadRequest } from 'payload'
import { equipmentMessages } from '../messages'
import { liveReservationStates } from '../../../../contract/equipment-options'
import type { EquipmentReservation } from '../../../payload-types'
import { releaseSlotLocks } from './slot-locks'
import { dropWaitsOf, offerFreedSlots } from './waitlist'
import { revokeMemberFeed } from './calendar-feed'
import { systemAccess } from '../../../platform/access/system-access'

/**
 * A withdrawing member's bookings that still hold slots (신청, 승인, 취소요청) are cancelled and their
 * slots freed, so nobody waits on a booking no one will use. Nothing is mailed: the account's
 * address is gone with the withdrawal. Finished bookings stay as the equipment's usage record; the
 * freed slots are offered to whoever waits for them.
 */
export const cancelBookingsOfWithdrawn = async (req: PayloadRequest, memberId: number) => {
  const { docs } = await req.payload.find({
    collection: 'equipment-reservations',
    where: { and: [{ member: { equals: memberId } }, { state: { in: [...liveReservationStates] } }] },
    pagination: false,
    depth: 0,
    ...systemAccess('booking bookkeeping'),
    req,
  })
  for (const reservation of docs as EquipmentReservation[]) {
    await req.payload.update({
      collection: 'equipment-reservations',
      id: reservation.id,
      data: {
        state: 'cancel',
        history: [...(reservation.history ?? []), { state: 'cancel', at: new Date().toISOString(), by: memberId, reason: equipmentMessages.withdrawnCancel }],
      },
      depth: 0,
      ...systemAccess('booking bookkeeping'),
      req,
    })
    await releaseSlotLocks(req, reservation.id)
    await offerFreedSlots(req, reservation)
  }
  // Their waits (which hold the booking form's name and contact) and their feed go with the account's data.
  await dropWaitsOf(req, memberId)
  await revokeMemberFeed(req, memberId)
}
