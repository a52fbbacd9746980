import type { PayloadRequest } from 'payload'
import { allSql, sql } from '../../../platform/data/raw-sql'
import { releaseHeldSeat, type SeatTable, takeLowestFreeSeat } from '../../../platform/data/seat-locks'

type WithPayload = Pick<PayloadRequest, 'payload'>

const seatKey = (eventId: number, seat: number) => `${eventId}:${seat}`

const eventSeats: SeatTable = { table: 'event_seat_locks', owner: 'event_id', holder: 'registration_id' }

/**
 * Takes the lowest free seat of the event for the registration, or answers false when all its
 * `capacity` seats are held (null: no limit, a seat is still held so the count is right if staff set
 * one later): as course seats are taken, one UNIQUE seat row each, so no race overbooks.
 */
export const takeEventSeat = (req: WithPayload, eventId: number, registrationId: number, capacity: number | null): Promise<boolean> =>
  takeLowestFreeSeat(req.payload, eventSeats, eventId, registrationId, { key: (seat) => seatKey(eventId, seat), size: capacity })

/** Frees the seat a registration holds, if any. */
export const releaseEventSeat = (req: WithPayload, registrationId: number) => releaseHeldSeat(req.payload, eventSeats, registrationId)

/** Seats held and registrations waiting, per event of `eventIds`, in two grouped reads. */
export const seatCounts = async (req: WithPayload, eventIds: number[]) => {
  const counts = new Map<number, { held: number; waiting: number }>(eventIds.map((id) => [id, { held: 0, waiting: 0 }]))
  if (!eventIds.length) return counts
  const ids = sql.join(
    eventIds.map((id) => sql`${id}`),
    sql`, `,
  )
  const held = await allSql<{ event_id: number; n: number }>(
    req.payload,
    sql`SELECT event_id, COUNT(*) AS n FROM event_seat_locks WHERE event_id IN (${ids}) GROUP BY event_id`,
  )
  const waiting = await allSql<{ event_id: number; n: number }>(
    req.payload,
    sql`SELECT event_id, COUNT(*) AS n FROM event_registrations WHERE status = 'waiting' AND event_id IN (${ids}) GROUP BY event_id`,
  )
  for (const row of held) counts.get(Number(row.event_id))!.held = Number(row.n)
  for (const row of waiting) counts.get(Number(row.event_id))!.waiting = Number(row.n)
  return counts
}
