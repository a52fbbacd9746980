import type { PayloadRequest } from 'payload'
import type { SurveyAnswers } from '../../../../contract/surveys'
import { requireStaff } from '../../../platform/access/require-staff'
import { relationId } from '../../../platform/data/relation-id'
import type { Survey, SurveyResponse } from '../../../payload-types'
import { questionsOf } from './survey-doc'

export type EventSatisfaction = { responses: number; average: number | null }

/**
 * For 운영 통계: per event, how many answered its published surveys and the mean of every 5점 척도
 * answer in them, to two decimals. Read from the answers now (they are JSON, which the two databases
 * take apart differently), through the staff's own access.
 */
export const eventSatisfaction = async (req: PayloadRequest, eventIds: number[]): Promise<Map<number, EventSatisfaction>> => {
  const user = requireStaff(req)
  const byEvent = new Map<number, EventSatisfaction>()
  if (eventIds.length === 0) return byEvent
  const read = { depth: 0, overrideAccess: false, user, req, pagination: false } as const
  const { docs: surveys } = await req.payload.find({
    collection: 'surveys',
    where: { and: [{ event: { in: eventIds } }, { _status: { equals: 'published' } }] },
    ...read,
  })
  if (surveys.length === 0) return byEvent
  const { docs: responses } = await req.payload.find({
    collection: 'survey-responses',
    where: { survey: { in: surveys.map((survey) => survey.id) } },
    select: { survey: true, answers: true },
    ...read,
  })
  const tally = new Map<number, { responses: number; sum: number; points: number }>()
  for (const survey of surveys as Survey[]) {
    const eventId = relationId(survey.event) as number
    const scaleIds = questionsOf(survey)
      .filter((question) => question.type === 'scale5')
      .map((question) => question.id)
    const answered = (responses as SurveyResponse[]).filter((response) => relationId(response.survey) === survey.id)
    const points = answered.flatMap((response) =>
      scaleIds.map((id) => (response.answers as SurveyAnswers)[id]).filter((value): value is number => typeof value === 'number'),
    )
    const before = tally.get(eventId) ?? { responses: 0, sum: 0, points: 0 }
    tally.set(eventId, {
      responses: before.responses + answered.length,
      sum: before.sum + points.reduce((total, value) => total + value, 0),
      points: before.points + points.length,
    })
  }
  for (const [eventId, { responses: count, sum, points }] of tally) {
    byEvent.set(eventId, { responses: count, average: points ? Math.round((sum / points) * 100) / 100 : null })
  }
  return byEvent
}
