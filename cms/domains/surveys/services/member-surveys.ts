import type { PayloadRequest, Where } from 'payload'
import { type MySurvey, type SurveyForm, surveyMemberStates } from '../../../../contract/surveys'
import { labelOf } from '../../../../contract/equipment-options'
import { relationId } from '../../../platform/data/relation-id'
import { AppError } from '../../../platform/http/errors'
import type { SurveyRespondent, User } from '../../../payload-types'
import { surveyMessages as msg } from '../messages'
import { memberState, takenPart, tookPart } from './eligibility'
import { findPublishedSurveys, publishedSurvey, questionsOf, type SurveyWithTarget, surveysWithTargets } from './survey-doc'

/** The surveys a member answered, by survey id, read with the member's own access. */
const answeredSurveys = async (req: PayloadRequest, member: User, surveyIds: number[]) => {
  if (surveyIds.length === 0) return new Set<number>()
  const { docs } = await req.payload.find({
    collection: 'survey-respondents',
    where: { and: [{ member: { equals: member.id } }, { survey: { in: surveyIds } }] },
    select: { survey: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: member,
    req,
  })
  return new Set((docs as Pick<SurveyRespondent, 'survey'>[]).map((row) => relationId(row.survey)!))
}

export const toMySurvey = (found: SurveyWithTarget, state: MySurvey['state']): MySurvey => ({
  id: found.survey.id,
  title: found.survey.title,
  target: found.target,
  anonymous: Boolean(found.survey.anonymous),
  closesAt: found.survey.closesAt,
  state,
  stateLabel: labelOf(surveyMemberStates, state),
})

/** GET /api/v1/surveys/mine: the surveys open to the member, answered or closed; those not open yet are left out. */
export const mySurveys = async (req: PayloadRequest, member: User, now = new Date()): Promise<MySurvey[]> => {
  const part = await takenPart(req, member.id)
  if (part.events.length === 0 && part.courses.length === 0) return []
  const targets: Where[] = [...(part.events.length ? [{ event: { in: part.events } }] : []), ...(part.courses.length ? [{ course: { in: part.courses } }] : [])]
  const found = await surveysWithTargets(req, await findPublishedSurveys(req, { or: targets }))
  const answered = await answeredSurveys(
    req,
    member,
    found.map((row) => row.survey.id),
  )
  const order: Record<MySurvey['state'], number> = { open: 0, answered: 1, closed: 2 }
  return found
    .flatMap((row) => {
      const state = memberState(row, answered.has(row.survey.id), now)
      return state ? [toMySurvey(row, state)] : []
    })
    .sort((a, b) => order[a.state] - order[b.state])
}

/**
 * The survey as it stands for the member, or the refusal: not theirs to answer (403), not open yet
 * (409). A closed or answered survey is still shown, with its state, so the page can say so.
 */
export const memberSurvey = async (req: PayloadRequest, member: User, id: number, now = new Date()) => {
  const found = await publishedSurvey(req, id)
  if (!tookPart(found, await takenPart(req, member.id))) throw new AppError(403, msg.notEligible)
  const state = memberState(found, (await answeredSurveys(req, member, [id])).has(id), now)
  if (!state) throw new AppError(409, msg.notOpen)
  return { found, state }
}

/** GET /api/v1/surveys/:id: the form for a member it is open to. */
export const surveyForm = async (req: PayloadRequest, member: User, id: number): Promise<SurveyForm> => {
  const { found, state } = await memberSurvey(req, member, id)
  return { ...toMySurvey(found, state), intro: found.survey.intro ?? '', questions: questionsOf(found.survey) }
}
