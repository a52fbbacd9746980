import type { PayloadRequest } from 'payload'
import { allSql, sql } from '../../../../platform/data/raw-sql'
import { releaseHeldSeat, type SeatPool, type SeatTable, takeLowestFreeSeat } from '../../../../platform/data/seat-locks'

/** Any holder of the Payload instance: a request, or the seed. */
type WithPayload = Pick<PayloadRequest, 'payload'>

/** Seat n of a course; UNIQUE, so one seat is held once. */
export const seatKey = (courseId: number, seat: number) => `${courseId}:${seat}`

/** Seat n of the places a course keeps for 가족회사 members; a pool of its own, so nobody else can take them. */
export const familySeatKey = (courseId: number, seat: number) => `${courseId}:f${seat}`

/** Which seats an application may take: the course's capacity, the places kept for 가족회사, and whether it is one. */
export type SeatPlan = { capacity: number | null; familySeats: number; family: boolean }

const courseSeats: SeatTable = { table: 'course_seat_locks', owner: 'course_id', holder: 'application_id' }

/**
 * Takes a seat of the course for the application (any seat when the capacity is null), or answers
 * false when none it may take is free. Of a capacity, `familySeats` places are a pool only 가족회사
 * members take (first, so they leave the others' seats to others); everyone takes from the rest.
 * Answers which pool the seat came from.
 */
export const takeSeat = async (req: WithPayload, courseId: number, applicationId: number, plan: SeatPlan): Promise<'family' | 'general' | false> => {
  const kept = plan.capacity == null ? 0 : Math.min(plan.familySeats, plan.capacity)
  if (
    plan.family &&
    kept > 0 &&
    (await takeLowestFreeSeat(req.payload, courseSeats, courseId, applicationId, { key: (seat) => familySeatKey(courseId, seat), size: kept }))
  ) {
    return 'family'
  }
  const general: SeatPool = { key: (seat: number) => seatKey(courseId, seat), size: plan.capacity == null ? null : plan.capacity - kept }
  return (await takeLowestFreeSeat(req.payload, courseSeats, courseId, applicationId, general)) ? 'general' : false
}

/** The seat plan of a course for an application from a 가족회사 member or not. */
export const seatPlanOf = (course: { capacity?: number | null; familySeats?: number | null }, family: boolean): SeatPlan => ({
  capacity: course.capacity ?? null,
  familySeats: course.familySeats ?? 0,
  family,
})

/** Frees the seat an application holds, if any. */
export const releaseSeat = (req: WithPayload, applicationId: number) => releaseHeldSeat(req.payload, courseSeats, applicationId)

/** How many seats of the course are held now. */
export const seatsHeld = async (req: WithPayload, courseId: number) => {
  const [row] = await allSql<{ held: number }>(req.payload, sql`SELECT COUNT(*) AS held FROM course_seat_locks WHERE course_id = ${courseId}`)
  return Number(row?.held ?? 0)
}
