import type { PayloadRequest } from 'payload'
import { type SurveyAnswers, type SurveyQuestionResult, type SurveyResults, scaleLabels } from '../../../../contract/surveys'
import { requireStaff } from '../../../platform/access/require-staff'
import { notFound } from '../../../platform/http/errors'
import type { Survey, SurveyResponse } from '../../../payload-types'
import { surveyMessages as msg } from '../messages'
import { eligibleMembers } from './eligibility'
import { questionsOf, surveysWithTargets } from './survey-doc'

/** More answers than one event or course gets; the results read them all. */
const RESPONSE_LIMIT = 50_000

/** The survey (drafts too: staff may look before publishing) with its responses, through the staff's own access. */
export const surveyWithResponses = async (req: PayloadRequest, id: number) => {
  const user = requireStaff(req)
  const survey = (await req.payload.findByID({
    collection: 'surveys',
    id,
    depth: 0,
    draft: true,
    overrideAccess: false,
    user,
    req,
    disableErrors: true,
  })) as Survey | null
  if (!survey) throw notFound(msg.surveyNotFound)
  const { docs } = await req.payload.find({
    collection: 'survey-responses',
    where: { survey: { equals: id } },
    sort: ['answeredOn', 'id'],
    limit: RESPONSE_LIMIT,
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  return { survey, responses: docs as SurveyResponse[] }
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

/**
 * GET /api/v1/surveys/:id/results and the admin's results view: counted from the rows at request
 * time, so they never drift from the answers.
 */
export const surveyResults = async (req: PayloadRequest, id: number): Promise<SurveyResults> => {
  const { survey, responses } = await surveyWithResponses(req, id)
  const [found] = await surveysWithTargets(req, [survey])
  const eligible = (await eligibleMembers(req, survey)).length
  const answerSets = responses.map((response) => (response.answers ?? {}) as SurveyAnswers)
  const questions = questionsOf(survey).map((question): SurveyQuestionResult => {
    const values = answerSets.map((answers) => answers[question.id]).filter((value) => value !== undefined)
    const points = question.type === 'scale5' ? scaleLabels.map((label, index) => ({ key: index + 1, label: `${index + 1}점 ${label}` })) : []
    const choices = question.options.map((option) => ({ key: option, label: option }))
    const counted = [...points, ...choices].map(({ key, label }) => ({
      label,
      count: values.filter((value) => (Array.isArray(value) ? value.includes(String(key)) : value === key)).length,
    }))
    const scale = question.type === 'scale5' ? values.filter((value): value is number => typeof value === 'number') : []
    return {
      id: question.id,
      label: question.label,
      type: question.type,
      answered: values.length,
      distribution: counted,
      average: scale.length ? round(scale.reduce((sum, value) => sum + value, 0) / scale.length, 2) : null,
      texts: question.type === 'shortText' || question.type === 'longText' ? values.map(String) : [],
    }
  })
  return {
    id: survey.id,
    title: survey.title,
    target: found?.target ?? { kind: survey.event ? 'event' : 'course', id: 0, title: '' },
    anonymous: Boolean(survey.anonymous),
    eligible,
    responses: responses.length,
    rate: eligible ? round((responses.length / eligible) * 100, 1) : null,
    questions,
  }
}
