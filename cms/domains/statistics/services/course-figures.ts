import type { PayloadRequest } from 'payload'
import type { ApplicationState } from '../../../../contract/applications'
import type { CourseFigures } from '../../../../contract/statistics'
import { allSql, sql } from '../../../platform/data/raw-sql'
import { tableOf } from '../../../platform/data/tables'
import { kstDay } from '../../../platform/time/kst'
import type { Period } from './period'
import { percentOf } from './rounding'

/** Applications that were approved: 승인, or 완료 which only follows 승인. */
const approvedStates: ApplicationState[] = ['approved', 'done']

type Row = {
  id: number | string
  title: string
  capacity: number | string | null
  starts_at: string | Date
  seats_held: number | string | null
  approved: number | string | null
  completed: number | string | null
}

/**
 * Each published course starting in the period (교육 시작일, or 신청 시작일 when it has none): seats
 * held (the seat locks, the one record of who holds a place) ÷ capacity, and 완료 ÷ approved.
 */
export const courseFigures = async (req: PayloadRequest, period: Period): Promise<CourseFigures[]> => {
  const { payload } = req
  const courses = sql.identifier(tableOf(payload, 'courses').tableName)
  const seats = sql.identifier(tableOf(payload, 'course-seat-locks').tableName)
  const applications = sql.identifier(tableOf(payload, 'course-applications').tableName)
  const startsAt = sql`COALESCE(c.edu_start, c.apply_start)`
  const rows = await allSql<Row>(
    payload,
    sql`SELECT c.id, c.title, c.capacity, ${startsAt} AS starts_at, held.seats_held, outcome.approved, outcome.completed
      FROM ${courses} c
      LEFT JOIN (SELECT course_id, COUNT(*) AS seats_held FROM ${seats} GROUP BY course_id) held ON held.course_id = c.id
      LEFT JOIN (
        SELECT course_id,
          SUM(CASE WHEN state IN (${sql.join(
            approvedStates.map((state) => sql`${state}`),
            sql`, `,
          )}) THEN 1 ELSE 0 END) AS approved,
          SUM(CASE WHEN state = ${'done' satisfies ApplicationState} THEN 1 ELSE 0 END) AS completed
        FROM ${applications} GROUP BY course_id
      ) outcome ON outcome.course_id = c.id
      WHERE c._status = 'published' AND ${startsAt} >= ${period.start} AND ${startsAt} < ${period.end}
      ORDER BY starts_at, c.id`,
  )
  return rows.map((row) => {
    const capacity = row.capacity === null ? null : Number(row.capacity)
    const seatsHeld = Number(row.seats_held ?? 0)
    const approved = Number(row.approved ?? 0)
    const completed = Number(row.completed ?? 0)
    return {
      courseId: Number(row.id),
      title: row.title,
      startsOn: kstDay(new Date(row.starts_at)),
      capacity,
      seatsHeld,
      fillRate: percentOf(seatsHeld, capacity),
      approved,
      completed,
      completionRate: percentOf(completed, approved),
    }
  })
}
