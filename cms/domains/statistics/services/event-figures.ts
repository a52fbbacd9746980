import type { PayloadRequest } from 'payload'
import type { EventRegistrationStatus } from '../../../../contract/events'
import { eventKinds } from '../../../../contract/events'
import { labelOf } from '../../../../contract/equipment-options'
import type { EventFigures } from '../../../../contract/statistics'
import { allSql, sql } from '../../../platform/data/raw-sql'
import { tableOf } from '../../../platform/data/tables'
import { kstDay } from '../../../platform/time/kst'
import { eventSatisfaction } from '../../surveys'
import type { Period } from './period'
import { percentOf } from './rounding'

type Row = {
  id: number | string
  title: string
  kind: string
  capacity: number | string | null
  starts_at: string | Date
  ends_at: string | Date
  confirmed: number | string | null
  attended: number | string | null
  waiting: number | string | null
  cancelled: number | string | null
}

const countOf = (status: EventRegistrationStatus) => sql`SUM(CASE WHEN status = ${status} THEN 1 ELSE 0 END)`

/**
 * Each published event starting in the period: its registrations by state now (one GROUP BY over the
 * registrations), 참석 ÷ those holding a seat once it has ended, and what its surveys' answers say.
 */
export const eventFigures = async (req: PayloadRequest, period: Period): Promise<EventFigures[]> => {
  const { payload } = req
  const events = sql.identifier(tableOf(payload, 'events').tableName)
  const registrations = sql.identifier(tableOf(payload, 'event-registrations').tableName)
  const rows = await allSql<Row>(
    payload,
    sql`SELECT e.id, e.title, e.kind, e.capacity, e.starts_at, e.ends_at, r.confirmed, r.attended, r.waiting, r.cancelled
      FROM ${events} e
      LEFT JOIN (
        SELECT event_id, ${countOf('confirmed')} AS confirmed, ${countOf('attended')} AS attended,
          ${countOf('waiting')} AS waiting, ${countOf('cancelled')} AS cancelled
        FROM ${registrations} GROUP BY event_id
      ) r ON r.event_id = e.id
      WHERE e._status = 'published' AND e.starts_at >= ${period.start} AND e.starts_at < ${period.end}
      ORDER BY e.starts_at, e.id`,
  )
  const satisfaction = await eventSatisfaction(
    req,
    rows.map((row) => Number(row.id)),
  )
  return rows.map((row) => {
    const attended = Number(row.attended ?? 0)
    const registered = Number(row.confirmed ?? 0) + attended
    const survey = satisfaction.get(Number(row.id))
    return {
      eventId: Number(row.id),
      title: row.title,
      kindLabel: labelOf(eventKinds, row.kind),
      startsOn: kstDay(new Date(row.starts_at)),
      capacity: row.capacity === null ? null : Number(row.capacity),
      registered,
      attended,
      waiting: Number(row.waiting ?? 0),
      cancelled: Number(row.cancelled ?? 0),
      // An event still to come has nobody checked in yet: no rate rather than 0%.
      attendanceRate: new Date(row.ends_at) <= new Date() ? percentOf(attended, registered) : null,
      surveyResponses: survey?.responses ?? 0,
      satisfaction: survey?.average ?? null,
    }
  })
}
