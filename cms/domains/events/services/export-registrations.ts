import type { PayloadRequest } from 'payload'
import { eventRegistrationStatuses } from '../../../../contract/events'
import { formatSeoulDateTime } from '../../../../contract/date-format'
import { labelOf } from '../../../../contract/equipment-options'
import { requireStaff } from '../../../platform/access/require-staff'
import { formatKoreanMobile } from '../../../platform/phone'
import { toCsv } from '../../../platform/text/csv'
import { kstDay } from '../../../platform/time/kst'
import type { Event, EventRegistration } from '../../../payload-types'
import { coveredByOneEntry, recordAccess } from '../../access-log'
import { eventLabels as label, eventMessages as msg } from '../messages'
import { questionsOf } from './event-view'
import { notFound } from '../../../platform/http/errors'

/** Far more registrations than one event takes. */
const EXPORT_LIMIT = 10_000

/**
 * GET /api/v1/events/:id/registrations/export: the event's registrations with attendance as a CSV for
 * Excel, one column per question of the event. Personal data in full, so one 다운로드 entry of the
 * access log with its reason and row count is written before the file leaves.
 */
export const exportEventRegistrations = async (req: PayloadRequest, eventId: number, reason: string) => {
  const user = requireStaff(req)
  const event = (await req.payload.findByID({
    collection: 'events',
    id: eventId,
    depth: 0,
    overrideAccess: false,
    user,
    req,
    disableErrors: true,
  })) as Event | null
  if (!event) throw notFound(msg.eventNotFound)
  const questions = questionsOf(event)
  const { docs } = await coveredByOneEntry(req, () =>
    req.payload.find({
      collection: 'event-registrations',
      where: { event: { equals: eventId } },
      sort: ['createdAt', 'id'],
      limit: EXPORT_LIMIT,
      depth: 0,
      overrideAccess: false,
      user,
      req,
    }),
  )
  const header = [
    label.registrationNo,
    label.name,
    label.affiliation,
    label.phone,
    label.email,
    label.status,
    label.registeredAt,
    label.cancelledAt,
    label.checkedInAt,
    ...questions.map((question) => question.label),
  ]
  const rows = (docs as EventRegistration[]).map((registration) => {
    const answers = (registration.answers ?? {}) as Record<string, string | string[]>
    return [
      String(registration.id),
      registration.name,
      registration.affiliation,
      formatKoreanMobile(registration.phone),
      registration.email,
      labelOf(eventRegistrationStatuses, registration.status),
      formatSeoulDateTime(registration.createdAt),
      formatSeoulDateTime(registration.cancelledAt),
      formatSeoulDateTime(registration.checkedInAt),
      ...questions.map((question) => [answers[question.id] ?? ''].flat().join(', ')),
    ]
  })
  const filename = `행사신청자_${event.id}_${kstDay(new Date())}.csv`
  await recordAccess(req, { action: 'download', collection: 'event-registrations', count: rows.length, exportName: filename, reason })
  return { filename, body: toCsv([header, ...rows]) }
}
