import type { PayloadRequest, Where } from 'payload'
import { addDays, minutesOf } from '../../../platform/time/kst'
import type { Equipment, EquipmentReservation } from '../../../payload-types'
import { relationId } from '../../../platform/data/relation-id'

/** The first day of `month` and the first day of the month after, as the stored `useDate` compares. */
export const monthBounds = (month: string) => {
  const first = `${month}-01`
  const [year, number] = month.split('-').map(Number)
  const next = number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`
  return { first, next, last: addDays(next, -1) }
}

/** `count` months ending with `month`, oldest first. */
export const monthsEndingWith = (month: string, count: number) => {
  const [year, number] = month.split('-').map(Number)
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, number - 1 - (count - 1 - index), 1))
    return date.toISOString().slice(0, 7)
  })
}

/**
 * Bookings used from `first` to before `next` in the given states, with the staff member's own
 * access, so a member who reached a staff screen would read none but their own (and the access log
 * notes the read).
 */
export const bookingsBetween = async (req: PayloadRequest, first: string, next: string, states: readonly string[]) => {
  const where: Where = { and: [{ state: { in: states } }, { useDate: { greater_than_equal: first } }, { useDate: { less_than: next } }] }
  const { docs } = await req.payload.find({
    collection: 'equipment-reservations',
    where,
    sort: ['useDate', 'timeRange', 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: false,
    req,
  })
  return docs as EquipmentReservation[]
}

/** Every piece of equipment, drafts too (a retired one still has last year's uses), by id. */
export const allEquipment = async (req: PayloadRequest) => {
  const { docs } = await req.payload.find({
    collection: 'equipment',
    pagination: false,
    sort: 'equipmentNo',
    depth: 0,
    draft: true,
    overrideAccess: false,
    req,
  })
  return docs as Equipment[]
}

export const byId = <T extends { id: number }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]))

/** The names of the companies bookings were stamped with. */
export const companyNamesOf = async (req: PayloadRequest, bookings: readonly EquipmentReservation[]) => {
  const ids = [...new Set(bookings.map((booking) => relationId(booking.companyRecord)).filter((id): id is number => typeof id === 'number'))]
  if (ids.length === 0) return new Map<number, string>()
  const { docs } = await req.payload.find({
    collection: 'companies',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    select: { name: true },
    overrideAccess: false,
    req,
  })
  return new Map(docs.map((company) => [company.id, company.name]))
}

/** The booked minutes of a booking's slots (they need not be adjacent). */
export const slotMinutes = (slots: readonly { start: string; end: string }[] | null | undefined) =>
  (slots ?? []).reduce((total, slot) => total + minutesOf(slot.end) - minutesOf(slot.start), 0)
