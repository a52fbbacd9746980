import type { PayloadRequest } from 'payload'
import { allSql, isUniqueViolation, runSql, sql } from '../../../../platform/data/raw-sql'

/** Any holder of the Payload instance: a request, or the seed. */
type WithPayload = Pick<PayloadRequest, 'payload'>

/** Seat n of a course; UNIQUE, so one seat is held once. */
export const seatKey = (courseId: number, seat: number) => `${courseId}:${seat}`

const holdsSeat = async (req: WithPayload, applicationId: number) =>
  (await allSql(req.payload, sql`SELECT 1 FROM course_seat_locks WHERE application_id = ${applicationId}`)).length > 0

/**
 * Takes the lowest free seat of the course for the application (any seat when `capacity` is null),
 * or answers false when all seats are held. Each attempt is one INSERT of a UNIQUE seat key, so of
 * any number of simultaneous applications for the last seat exactly one gets it, also across
 * processes; a loser looks again at what is free, and stops when nothing is. An application holds
 * at most one seat (UNIQUE application), so taking it twice is harmless.
 */
export const takeSeat = async (req: WithPayload, courseId: number, applicationId: number, capacity: number | null): Promise<boolean> => {
  for (;;) {
    const held = await allSql<{ seat_key: string }>(req.payload, sql`SELECT seat_key FROM course_seat_locks WHERE course_id = ${courseId}`)
    const taken = new Set(held.map((row) => row.seat_key))
    let seat = 1
    while (taken.has(seatKey(courseId, seat))) seat += 1
    if (capacity != null && seat > capacity) return false
    const now = new Date().toISOString()
    try {
      await runSql(
        req.payload,
        sql`INSERT INTO course_seat_locks (seat_key, course_id, application_id, updated_at, created_at) VALUES (${seatKey(courseId, seat)}, ${courseId}, ${applicationId}, ${now}, ${now})`,
      )
      return true
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      if (await holdsSeat(req, applicationId)) return true
    }
  }
}

/** Frees the seat an application holds, if any. */
export const releaseSeat = async (req: WithPayload, applicationId: number) => {
  await runSql(req.payload, sql`DELETE FROM course_seat_locks WHERE application_id = ${applicationId}`)
}

/** How many seats of the course are held now. */
export const seatsHeld = async (req: WithPayload, courseId: number) => {
  const [row] = await allSql<{ held: number }>(req.payload, sql`SELECT COUNT(*) AS held FROM course_seat_locks WHERE course_id = ${courseId}`)
  return Number(row?.held ?? 0)
}
