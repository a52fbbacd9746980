import type { PayloadRequest, Where } from 'payload'
import type { SurveyQuestion, SurveyTarget } from '../../../../contract/surveys'
import { systemAccess } from '../../../platform/access/system-access'
import { published } from '../../../platform/data/published'
import { relationId } from '../../../platform/data/relation-id'
import { notFound } from '../../../platform/http/errors'
import type { Course, Event, Survey } from '../../../payload-types'
import { surveyMessages as msg } from '../messages'

/** A survey with what it is about: the event (its end opens the survey) or the course. */
export type SurveyWithTarget = { survey: Survey; target: SurveyTarget; event: Event | null }

export const questionsOf = (survey: Survey): SurveyQuestion[] =>
  (survey.questions ?? []).map((question) => ({
    id: question.id!,
    label: question.label,
    type: question.type,
    required: Boolean(question.required),
    options: question.type === 'single' || question.type === 'multiple' ? (question.options ?? []).map((option) => option.value) : [],
  }))

/**
 * Published surveys with their targets. Members may not read surveys through REST (a survey is shown
 * only to those it is open to), so the portal reads them itself and the callers check who may see one.
 */
export const surveysWithTargets = async (req: PayloadRequest, surveys: Survey[]): Promise<SurveyWithTarget[]> => {
  const eventIds = [...new Set(surveys.map((survey) => relationId(survey.event)).filter((id): id is number => id !== null))]
  const courseIds = [...new Set(surveys.map((survey) => relationId(survey.course)).filter((id): id is number => id !== null))]
  const read = async <T>(collection: 'events' | 'courses', ids: number[]) =>
    ids.length === 0
      ? new Map<number, T>()
      : new Map(
          (
            await req.payload.find({
              collection,
              where: { id: { in: ids } },
              pagination: false,
              depth: 0,
              ...systemAccess('survey eligibility'),
              req,
            })
          ).docs.map((doc) => [doc.id, doc as T]),
        )
  const [events, courses] = await Promise.all([read<Event>('events', eventIds), read<Course>('courses', courseIds)])
  return surveys.flatMap((survey): SurveyWithTarget[] => {
    const eventId = relationId(survey.event)
    const courseId = relationId(survey.course)
    const event = eventId !== null ? events.get(eventId) : undefined
    if (event) return [{ survey, event, target: { kind: 'event' as const, id: event.id, title: event.title } }]
    const course = courseId !== null ? courses.get(courseId) : undefined
    if (course) return [{ survey, event: null, target: { kind: 'course' as const, id: course.id, title: course.title } }]
    return []
  })
}

export const findPublishedSurveys = async (req: PayloadRequest, where: Where) =>
  (
    await req.payload.find({
      collection: 'surveys',
      where: { and: [published, where] },
      sort: ['-closesAt', '-id'],
      pagination: false,
      depth: 0,
      ...systemAccess('survey eligibility'),
      req,
    })
  ).docs as Survey[]

/** One published survey with its target, or the Korean 404. */
export const publishedSurvey = async (req: PayloadRequest, id: number) => {
  const [found] = await surveysWithTargets(req, await findPublishedSurveys(req, { id: { equals: id } }))
  if (!found) throw notFound(msg.surveyNotFound)
  return found
}
