import type { PayloadRequest } from 'payload'
import { allSql, isUniqueViolation, runSql, sql } from '../../../platform/data/raw-sql'

type WithPayload = Pick<PayloadRequest, 'payload'>

const seatKey = (eventId: number, seat: number) => `${eventId}:${seat}`

const holdsSeat = async (req: WithPayload, registrationId: number) =>
  (await allSql(req.payload, sql`SELECT 1 FROM event_seat_locks WHERE registration_id = ${registrationId}`)).length > 0

/**
 * Takes the lowest free seat of the event for the registration, or answers false when all its
 * `capacity` seats are held (null: no limit, a seat is still held so the count is right if staff set
 * one later). Each attempt is one INSERT of a UNIQUE seat key, as course seats are taken: of any number
 * of simultaneous registrations for the last seat exactly one gets it, also across processes; a loser
 * looks again, and a registration that already holds a seat keeps it (UNIQUE registration).
 */
export const takeEventSeat = async (req: WithPayload, eventId: number, registrationId: number, capacity: number | null): Promise<boolean> => {
  for (;;) {
    const held = await allSql<{ seat_key: string }>(req.payload, sql`SELECT seat_key FROM event_seat_locks WHERE event_id = ${eventId}`)
    const taken = new Set(held.map((row) => row.seat_key))
    let seat = 1
    while (taken.has(seatKey(eventId, seat))) seat += 1
    if (capacity != null && seat > capacity) return false
    const now = new Date().toISOString()
    try {
      await runSql(
        req.payload,
        sql`INSERT INTO event_seat_locks (seat_key, event_id, registration_id, updated_at, created_at) VALUES (${seatKey(eventId, seat)}, ${eventId}, ${registrationId}, ${now}, ${now})`,
      )
      return true
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      if (await holdsSeat(req, registrationId)) return true
    }
  }
}

/** Frees the seat a registration holds, if any. */
export const releaseEventSeat = async (req: WithPayload, registrationId: number) => {
  await runSql(req.payload, sql`DELETE FROM event_seat_locks WHERE registration_id = ${registrationId}`)
}

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
