import type { PayloadRequest } from 'payload'
import type { CalendarFacts, Holder } from '../calendar'
import type { Equipment } from '../../../payload-types'
import { toClosures, toOpeningRules } from './to-equipment'
import { systemAccess } from '../../../platform/access/system-access'
import { allSql, isPostgres, sql } from '../../../platform/data/raw-sql'

/** Everything the calendar arithmetic needs about one piece of equipment between two days. */
export const loadCalendarFacts = async (req: PayloadRequest, equipment: Equipment, fromDay: string, toDay: string): Promise<CalendarFacts> => {
  const { docs } = await req.payload.find({
    collection: 'holidays',
    where: { and: [{ date: { greater_than_equal: fromDay } }, { date: { less_than_equal: toDay } }] },
    pagination: false,
    depth: 0,
    ...systemAccess('slot calendar'),
    req,
  })
  return {
    rules: toOpeningRules(equipment),
    now: new Date(),
    holidays: new Map(docs.map((holiday) => [holiday.date, holiday.name])),
    closures: toClosures(equipment),
  }
}

export type HeldSlot = { day: string; start: string; memberId: number }

/**
 * The slots held between two days, read from the slot locks (the single source of truth for who
 * holds what), with the member of the holding booking. Keys sort as `{id}:{day}:{time}` in byte
 * order, which the range compares in (`COLLATE "C"`: PostgreSQL would otherwise use the database's
 * locale, where ':' and ';' need not sort as in ASCII; SQLite compares bytes anyway).
 */
export const loadHeldSlots = async (req: PayloadRequest, equipmentId: number, fromDay: string, toDay: string): Promise<HeldSlot[]> => {
  const byteOrder = isPostgres(req.payload) ? sql` COLLATE "C"` : sql``
  const rows = await allSql<{ slot_key: string; member_id: number }>(
    req.payload,
    sql`
    SELECT l.slot_key, r.member_id FROM reservation_slot_locks l
    JOIN equipment_reservations r ON r.id = l.reservation_id
    WHERE l.slot_key${byteOrder} >= ${`${equipmentId}:${fromDay}:`} AND l.slot_key${byteOrder} < ${`${equipmentId}:${toDay};`}`,
  )
  return rows.map((row) => {
    const [, day = '', start = ''] = /^\d+:(\d{4}-\d{2}-\d{2}):(\d{2}:\d{2})$/.exec(row.slot_key) ?? []
    return { day, start, memberId: Number(row.member_id) }
  })
}

export const holdersOf = (held: HeldSlot[], memberId: number | null): Map<string, Holder> =>
  new Map(held.map((slot) => [slot.start, slot.memberId === memberId ? 'mine' : 'other']))
