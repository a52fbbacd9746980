import type { PayloadRequest } from 'payload'
import { formatSeoulDate } from '../../../../contract/date-format'
import type { ReservationState } from '../../../../contract/equipment-options'
import { addDays, kstDay, weekdayOf } from '../../../platform/time/kst'
import { slotMinutes } from './office-data'
import { systemAccess } from '../../../platform/access/system-access'
import type { Equipment, EquipmentReservation } from '../../../payload-types'
import { equipmentMessages } from '../messages'

/** What a quota counts: bookings that hold or held their time (a rejected, cancelled or missed one does not). */
const countedStates: ReservationState[] = ['standby', 'confirm', 'cancel-ask', 'complete']
const openStates: ReservationState[] = ['standby', 'confirm', 'cancel-ask']

export type Quotas = { maxHoursPerWeek: number | null; maxHoursPerMonth: number | null; maxOpenBookings: number | null }

export const quotasOf = (equipment: Equipment): Quotas => ({
  maxHoursPerWeek: equipment.quotas?.maxHoursPerWeek ?? null,
  maxHoursPerMonth: equipment.quotas?.maxHoursPerMonth ?? null,
  maxOpenBookings: equipment.quotas?.maxOpenBookings ?? null,
})

export const hasQuotas = (quotas: Quotas) => quotas.maxHoursPerWeek !== null || quotas.maxHoursPerMonth !== null || quotas.maxOpenBookings !== null

/** A booking as the quotas see it: its day, its hours and whether it is still open (live and not yet over). */
export type QuotaBooking = { id: number; day: string; hours: number; open: boolean }

/** A request by samples holds no slot (null), so it counts no hours. */
type SlotTimes = { start: string; end: string }[] | null | undefined

export const hoursOf = (slots: SlotTimes) => slotMinutes(slots) / 60

/** The Monday of the week (Mon–Sun, Seoul days) `day` falls in. */
export const mondayOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7))

const hoursText = (hours: number) => String(Math.max(0, Math.round(hours * 10) / 10))

/**
 * The member's bookings of one piece of equipment that the quotas count, from the earliest week or
 * month the planned days touch (or today, for the open ones) onwards.
 */
export const loadQuotaBookings = async (req: PayloadRequest, memberId: number, equipmentId: number, days: string[], now: Date): Promise<QuotaBooking[]> => {
  const first = [...days].sort()[0] ?? kstDay(now)
  const from = [mondayOf(first), `${first.slice(0, 7)}-01`, kstDay(now)].sort()[0]!
  const { docs } = await req.payload.find({
    collection: 'equipment-reservations',
    where: {
      and: [
        { member: { equals: memberId } },
        { equipment: { equals: equipmentId } },
        { state: { in: countedStates } },
        { useDate: { greater_than_equal: from } },
      ],
    },
    select: { useDate: true, slots: true, endAt: true, state: true },
    pagination: false,
    depth: 0,
    ...systemAccess('booking quotas'),
    req,
  })
  return (docs as Pick<EquipmentReservation, 'id' | 'useDate' | 'slots' | 'endAt' | 'state'>[]).map((doc) => ({
    id: doc.id,
    day: doc.useDate,
    hours: hoursOf(doc.slots),
    open: openStates.includes(doc.state) && new Date(doc.endAt).getTime() > now.getTime(),
  }))
}

/**
 * For each planned booking in order, why the quotas refuse it, or null. A refused one is left out of
 * the sums, so with "가능한 날짜만 신청" the later dates still get their chance. The message names the
 * quota and what is left of it (that week, that month, open bookings).
 */
export const quotaRefusals = (quotas: Quotas, booked: QuotaBooking[], planned: { day: string; hours: number }[], now: Date): (string | null)[] => {
  const weeks = new Map<string, number>()
  const months = new Map<string, number>()
  const add = (day: string, hours: number) => {
    weeks.set(mondayOf(day), (weeks.get(mondayOf(day)) ?? 0) + hours)
    months.set(day.slice(0, 7), (months.get(day.slice(0, 7)) ?? 0) + hours)
  }
  for (const booking of booked) add(booking.day, booking.hours)
  let open = booked.filter((booking) => booking.open).length
  const today = kstDay(now)
  return planned.map(({ day, hours }) => {
    const { maxHoursPerWeek: week, maxHoursPerMonth: month, maxOpenBookings: maxOpen } = quotas
    if (maxOpen !== null && open + 1 > maxOpen) return equipmentMessages.openQuota(maxOpen, Math.max(0, maxOpen - open))
    const weekUsed = weeks.get(mondayOf(day)) ?? 0
    if (week !== null && weekUsed + hours > week) {
      const label = mondayOf(day) === mondayOf(today) ? equipmentMessages.thisWeek : equipmentMessages.weekOf(formatSeoulDate(mondayOf(day)))
      return equipmentMessages.weekQuota(hoursText(week), label, hoursText(week - weekUsed))
    }
    const monthUsed = months.get(day.slice(0, 7)) ?? 0
    if (month !== null && monthUsed + hours > month) {
      return equipmentMessages.monthQuota(hoursText(month), equipmentMessages.monthOf(Number(day.slice(5, 7))), hoursText(month - monthUsed))
    }
    add(day, hours)
    open += 1
    return null
  })
}

/**
 * The quota refusals of bookings about to be made (one per planned booking, null where it fits),
 * counting the member's other bookings of the equipment except those in `ignore`.
 */
export const plannedQuotaRefusals = async (
  req: PayloadRequest,
  memberId: number,
  equipment: Equipment,
  planned: { day: string; hours: number }[],
  now: Date,
  ignore: ReadonlySet<number> = new Set(),
): Promise<(string | null)[]> => {
  const quotas = quotasOf(equipment)
  if (!hasQuotas(quotas)) return planned.map(() => null)
  const booked = await loadQuotaBookings(
    req,
    memberId,
    equipment.id,
    planned.map((booking) => booking.day),
    now,
  )
  return quotaRefusals(
    quotas,
    booked.filter((booking) => !ignore.has(booking.id)),
    planned,
    now,
  )
}

/**
 * After the new bookings are written: the quotas once more, counting every other booking the member
 * has now, including ones a parallel request wrote meanwhile. Returns the first refusal, or null. Of
 * two parallel requests that together overstep a quota, the later to look sees both, so at least one
 * of them gives way and the quota holds without a lock.
 */
export const quotaRecheck = async (
  req: PayloadRequest,
  memberId: number,
  equipment: Equipment,
  mine: EquipmentReservation[],
  now: Date,
): Promise<string | null> => {
  const planned = mine.map((reservation) => ({ day: reservation.useDate, hours: hoursOf(reservation.slots) }))
  const refusals = await plannedQuotaRefusals(req, memberId, equipment, planned, now, new Set(mine.map((reservation) => reservation.id)))
  return refusals.find((refusal) => refusal !== null) ?? null
}
