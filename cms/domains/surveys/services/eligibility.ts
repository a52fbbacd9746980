import type { PayloadRequest } from 'payload'
import type { SurveyMemberState } from '../../../../contract/surveys'
import { systemAccess } from '../../../platform/access/system-access'
import { relationId } from '../../../platform/data/relation-id'
import type { CourseApplication, EventRegistration, Survey } from '../../../payload-types'
import type { SurveyWithTarget } from './survey-doc'

/**
 * Who a survey is for (docs/decisions.md "설문"): the members checked in at its event (참석), or
 * whose application to its course is 완료. Distinct members; the same member twice counts once.
 */
export const eligibleMembers = async (req: PayloadRequest, survey: Survey): Promise<number[]> => {
  const eventId = relationId(survey.event)
  const rows =
    eventId !== null
      ? ((
          await req.payload.find({
            collection: 'event-registrations',
            where: { and: [{ event: { equals: eventId } }, { status: { equals: 'attended' } }] },
            select: { member: true },
            pagination: false,
            depth: 0,
            ...systemAccess('survey eligibility'),
            req,
          })
        ).docs as Pick<EventRegistration, 'member'>[])
      : ((
          await req.payload.find({
            collection: 'course-applications',
            where: { and: [{ course: { equals: relationId(survey.course) } }, { state: { equals: 'done' } }] },
            select: { member: true },
            pagination: false,
            depth: 0,
            ...systemAccess('survey eligibility'),
            req,
          })
        ).docs as Pick<CourseApplication, 'member'>[])
  return [...new Set(rows.map((row) => relationId(row.member)).filter((id): id is number => id !== null))]
}

/** The event ids a member attended and the course ids they completed, read with the member's own access. */
export const takenPart = async (req: PayloadRequest, memberId: number) => {
  const user = req.user
  const [registrations, applications] = await Promise.all([
    req.payload.find({
      collection: 'event-registrations',
      where: { and: [{ member: { equals: memberId } }, { status: { equals: 'attended' } }] },
      select: { event: true },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
      req,
    }),
    req.payload.find({
      collection: 'course-applications',
      where: { and: [{ member: { equals: memberId } }, { state: { equals: 'done' } }] },
      select: { course: true },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
      req,
    }),
  ])
  return {
    events: [...new Set((registrations.docs as Pick<EventRegistration, 'event'>[]).map((row) => relationId(row.event)!))],
    courses: [...new Set((applications.docs as Pick<CourseApplication, 'course'>[]).map((row) => relationId(row.course)!))],
  }
}

/** Whether the member took part in what the survey is about. */
export const tookPart = (found: SurveyWithTarget, part: { events: number[]; courses: number[] }) =>
  found.target.kind === 'event' ? part.events.includes(found.target.id) : part.courses.includes(found.target.id)

/** An event's survey waits for the event's end; a course's opens with the application's 완료. */
export const hasOpened = (found: SurveyWithTarget, now: Date) => !found.event || new Date(found.event.endsAt) <= now

export const isClosed = (found: SurveyWithTarget, now: Date) => new Date(found.survey.closesAt) <= now

/** Where the survey stands for a member who took part; null while it has not opened yet. */
export const memberState = (found: SurveyWithTarget, answered: boolean, now: Date): SurveyMemberState | null => {
  if (answered) return 'answered'
  if (!hasOpened(found, now)) return null
  return isClosed(found, now) ? 'closed' : 'open'
}
