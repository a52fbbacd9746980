import type { PayloadRequest } from 'payload'
import type { ReservationState } from '../../../../contract/equipment-options'
import { relationId } from '../../../platform/data/relation-id'

export type DayBooking = {
  id: number
  reservationNo: string
  timeRange: string
  applicantName: string
  organisation: string
  state: ReservationState
}

export type EquipmentDay = { equipmentId: number; equipmentNo: string; name: string; bookings: DayBooking[] }

/** The Korean calendar day of now, whatever the server's own time zone. */
export const seoulToday = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date())

export const isCalendarDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

/**
 * Every piece of equipment with its bookings of one day in time order, for the staff day view.
 * Runs with the staff member's own access, so a member who reached it would see nothing.
 */
export const loadDayBookings = async (req: PayloadRequest, date: string): Promise<EquipmentDay[]> => {
  const [equipment, reservations] = await Promise.all([
    req.payload.find({ collection: 'equipment', req, overrideAccess: false, pagination: false, sort: 'equipmentNo', depth: 0, draft: true }),
    req.payload.find({
      collection: 'equipment-reservations',
      req,
      overrideAccess: false,
      pagination: false,
      where: { useDate: { equals: date } },
      sort: 'timeRange',
      depth: 0,
    }),
  ])
  return equipment.docs.map((item) => ({
    equipmentId: item.id,
    equipmentNo: item.equipmentNo,
    name: item.name,
    bookings: reservations.docs
      .filter((row) => relationId(row.equipment) === item.id)
      .map((row) => ({
        id: row.id,
        reservationNo: row.reservationNo,
        timeRange: row.timeRange,
        applicantName: row.applicantName,
        organisation: row.organisation,
        state: row.state,
      })),
  }))
}
