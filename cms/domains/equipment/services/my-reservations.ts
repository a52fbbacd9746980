import type { PayloadRequest, Where } from 'payload'
import type { ReservationState } from '../../../../contract/equipment-options'
import type { Period } from '../../../../contract/period'
import { periodDayWhere } from '../../../platform/http/period'
import { systemAccess } from '../../../platform/access/system-access'
import { findOwnPage } from '../../../platform/data/find-own-page'
import { equipmentMessages } from '../messages'
import { AppError } from '../../../platform/http/errors'
import { relationId } from '../../../platform/data/relation-id'
import type { Equipment, EquipmentReservation, User } from '../../../payload-types'
import { toMyReservationRow, toReservationData, type ReservationWithEquipment } from './to-reservation'

/**
 * A booking shows its equipment even if staff have since unpublished it, so the equipment of rows
 * the caller may read is loaded by the portal, not through the catalogue's public access.
 */
export const withEquipment = async (req: PayloadRequest, reservations: EquipmentReservation[]): Promise<ReservationWithEquipment[]> => {
  const ids = [...new Set(reservations.map((reservation) => relationId(reservation.equipment)))]
  const { docs } = await req.payload.find({
    collection: 'equipment',
    where: { id: { in: ids } },
    depth: 1,
    limit: ids.length,
    pagination: false,
    ...systemAccess('equipment of own bookings'),
    req,
  })
  const byId = new Map(docs.map((equipment) => [equipment.id, equipment as Equipment]))
  return reservations.map((reservation) => ({ ...reservation, equipment: byId.get(relationId(reservation.equipment))! }))
}

/** The numbers of the rows' series, read with the caller's access (a member's own), so my-page can group them. */
const seriesNumbers = async (req: PayloadRequest, user: User, reservations: EquipmentReservation[]): Promise<Map<number, string>> => {
  const ids = [...new Set(reservations.flatMap((reservation) => (reservation.series ? [relationId(reservation.series)] : [])))]
  if (ids.length === 0) return new Map()
  const { docs } = await req.payload.find({
    collection: 'equipment-booking-series',
    where: { id: { in: ids } },
    select: { seriesNo: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
    req,
  })
  return new Map(docs.map((series) => [series.id, series.seriesNo]))
}

/** One booking as the collection lets the caller read it (the owner or staff); anyone else gets 404. */
export const findReservationFor = async (req: PayloadRequest, user: User, id: number): Promise<ReservationWithEquipment> => {
  const reservation = await req.payload.findByID({ collection: 'equipment-reservations', id, depth: 0, overrideAccess: false, user, req, disableErrors: true })
  if (!reservation) throw new AppError(404, equipmentMessages.reservationNotFound)
  const [found] = await withEquipment(req, [reservation])
  return found!
}

export const getReservation = async (req: PayloadRequest, user: User, id: number) => toReservationData(await findReservationFor(req, user, id), new Date())

type MyReservationsQuery = Period & { pageNum: number; pageSize: number; state?: ReservationState }

/**
 * The member's own bookings for /myPage/equ, newest first (staff too see only their own here). The
 * 기간 asks about the day of use, the date a member plans by, not the day the booking was made.
 */
export const listMyReservations = async (req: PayloadRequest, user: User, query: MyReservationsQuery) => {
  const where: Where = { and: [...(query.state ? [{ state: { equals: query.state } }] : []), ...periodDayWhere('useDate', query)] }
  const result = await findOwnPage(req, user, 'equipment-reservations', { where, sort: ['-createdAt', '-id'], page: query, depth: 0 })
  const now = new Date()
  const [reservations, seriesNos] = await Promise.all([withEquipment(req, result.docs), seriesNumbers(req, user, result.docs)])
  return { list: reservations.map((doc) => toMyReservationRow(doc, now, seriesNos)), total: result.totalDocs }
}
