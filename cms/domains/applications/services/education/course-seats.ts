import type { PayloadRequest } from 'payload'
import { allSql, isUniqueViolation, runSql, sql } from '../../../../platform/data/raw-sql'

/** Any holder of the Payload instance: a request, or the seed. */
type WithPayload = Pick<PayloadRequest, 'payload'>

/** Seat n of a course; UNIQUE, so one seat is held once. */
export const seatKey = (courseId: number, seat: number) => `${courseId}:${seat}`

const holdsSeat = async (req: WithPayload, applicationId: number) =>
  (await allSql(req.payload, sql`SELECT 1 FROM course_seat_locks WHERE application_id = ${applicationId}`)).length > 0

/** Seat n of the places a course keeps for 가족회사 members; a pool of its own, so nobody else can take them. */
export const familySeatKey = (courseId: number, seat: number) => `${courseId}:f${seat}`

/** Which seats an application may take: the course's capacity, the places kept for 가족회사, and whether it is one. */
export type SeatPlan = { capacity: number | null; familySeats: number; family: boolean }

type Pool = { key: (seat: number) => string; size: number | null }

/**
 * Takes the lowest free seat of one pool, or answers false when all its seats are held. Each attempt
 * is one INSERT of a UNIQUE seat key, so of any number of simultaneous applications for the last seat
 * exactly one gets it, also across processes; a loser looks again at what is free, and stops when
 * nothing is. An application holds at most one seat (UNIQUE application), so taking it twice is harmless.
 */
const takeFromPool = async (req: WithPayload, courseId: number, applicationId: number, pool: Pool): Promise<boolean> => {
  for (;;) {
    const held = await allSql<{ seat_key: string }>(req.payload, sql`SELECT seat_key FROM course_seat_locks WHERE course_id = ${courseId}`)
    const taken = new Set(held.map((row) => row.seat_key))
    let seat = 1
    while (taken.has(pool.key(seat))) seat += 1
    if (pool.size != null && seat > pool.size) return false
    const now = new Date().toISOString()
    try {
      await runSql(
        req.payload,
        sql`INSERT INTO course_seat_locks (seat_key, course_id, application_id, updated_at, created_at) VALUES (${pool.key(seat)}, ${courseId}, ${applicationId}, ${now}, ${now})`,
      )
      return true
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      if (await holdsSeat(req, applicationId)) return true
    }
  }
}

/**
 * Takes a seat of the course for the application (any seat when the capacity is null), or answers
 * false when none it may take is free. Of a capacity, `familySeats` places are a pool only 가족회사
 * members take (first, so they leave the others' seats to others); everyone takes from the rest.
 * Answers which pool the seat came from.
 */
export const takeSeat = async (req: WithPayload, courseId: number, applicationId: number, plan: SeatPlan): Promise<'family' | 'general' | false> => {
  const kept = plan.capacity == null ? 0 : Math.min(plan.familySeats, plan.capacity)
  if (plan.family && kept > 0 && (await takeFromPool(req, courseId, applicationId, { key: (seat) => familySeatKey(courseId, seat), size: kept }))) {
    return 'family'
  }
  const general = { key: (seat: number) => seatKey(courseId, seat), size: plan.capacity == null ? null : plan.capacity - kept }
  return (await takeFromPool(req, courseId, applicationId, general)) ? 'general' : false
}

/** The seat plan of a course for an application from a 가족회사 member or not. */
export const seatPlanOf = (course: { capacity?: number | null; familySeats?: number | null }, family: boolean): SeatPlan => ({
  capacity: course.capacity ?? null,
  familySeats: course.familySeats ?? 0,
  family,
})

/** Frees the seat an application holds, if any. */
export const releaseSeat = async (req: WithPayload, applicationId: number) => {
  await runSql(req.payload, sql`DELETE FROM course_seat_locks WHERE application_id = ${applicationId}`)
}

/** How many seats of the course are held now. */
export const seatsHeld = async (req: WithPayload, courseId: number) => {
  const [row] = await allSql<{ held: number }>(req.payload, sql`SELECT COUNT(*) AS held FROM course_seat_locks WHERE course_id = ${courseId}`)
  return Number(row?.held ?? 0)
}
