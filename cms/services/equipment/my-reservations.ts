import type { PayloadRequest } from 'payload'
import { hasStaffRole } from '../../access/roles'
import { equipmentMessages } from '../../equipment/messages'
import { AppError } from '../../lib/errors'
import type { User } from '../../payload-types'
import { toMyReservationRow, toReservationData, type ReservationWithEquipment } from './to-reservation'
import { relationId } from '../../lib/relation-id'

/** One booking for its owner or staff; anyone else is told it does not exist. */
export const findReservationFor = async (req: PayloadRequest, user: User, id: number): Promise<ReservationWithEquipment> => {
  const reservation = await req.payload.findByID({ collection: 'equipment-reservations', id, depth: 1, overrideAccess: true, req, disableErrors: true })
  const memberId = reservation && relationId(reservation.member)
  if (!reservation || (memberId !== user.id && !hasStaffRole(user))) throw new AppError(404, equipmentMessages.reservationNotFound)
  return reservation as ReservationWithEquipment
}

export const getReservation = async (req: PayloadRequest, user: User, id: number) => toReservationData(await findReservationFor(req, user, id), new Date())

/** The member's bookings for /myPage/equ, newest first. */
export const listMyReservations = async (req: PayloadRequest, user: User, page: { pageNum: number; pageSize: number }) => {
  const result = await req.payload.find({
    collection: 'equipment-reservations',
    where: { member: { equals: user.id } },
    sort: ['-createdAt', '-id'],
    page: page.pageNum,
    limit: page.pageSize,
    depth: 1,
    overrideAccess: true,
    req,
  })
  const now = new Date()
  return { list: result.docs.map((doc) => toMyReservationRow(doc as ReservationWithEquipment, now)), total: result.totalDocs }
}
