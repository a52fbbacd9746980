import { randomUUID } from 'node:crypto'
import { type PayloadRequest, ValidationError } from 'payload'
import type { SurveyAnswered, SurveyAnswers } from '../../../../contract/surveys'
import { systemAccess } from '../../../platform/access/system-access'
import { inTransaction } from '../../../platform/data/in-transaction'
import { AppError } from '../../../platform/http/errors'
import { kstDay } from '../../../platform/time/kst'
import type { User } from '../../../payload-types'
import { surveyMessages as msg } from '../messages'
import { checkAnswers } from './check-answers'
import { memberSurvey, toMySurvey } from './member-surveys'
import { questionsOf } from './survey-doc'

/** Payload answers a UNIQUE violation of the insert with a ValidationError naming the field. */
const isKeyTaken = (error: unknown) => error instanceof ValidationError && (error.data?.errors ?? []).some((issue: { path?: string }) => issue.path === 'key')

/**
 * POST /api/v1/surveys/:id/responses: the member's one answer. The respondent row (UNIQUE per
 * survey and member) is written first, so of two answers sent at once the database lets one
 * through; then the answers, with the member only when the survey is not anonymous. Both in one
 * transaction on PostgreSQL; SQLite has none, so there a failed answer takes its respondent row back.
 */
export const answerSurvey = async (req: PayloadRequest, member: User, id: number, answers: SurveyAnswers, now = new Date()): Promise<SurveyAnswered> => {
  const { found, state } = await memberSurvey(req, member, id, now)
  if (state === 'answered') throw new AppError(409, msg.alreadyAnswered)
  if (state === 'closed') throw new AppError(409, msg.closed)
  const checked = checkAnswers(questionsOf(found.survey), answers)
  const anonymous = Boolean(found.survey.anonymous)
  await inTransaction(req, async () => {
    let respondentId: number
    try {
      respondentId = (
        await req.payload.create({
          collection: 'survey-respondents',
          data: { survey: id, member: member.id, key: `${id}:${member.id}` },
          depth: 0,
          ...systemAccess('survey answers'),
          req,
        })
      ).id
    } catch (error) {
      if (isKeyTaken(error)) throw new AppError(409, msg.alreadyAnswered)
      throw error
    }
    try {
      await req.payload.create({
        collection: 'survey-responses',
        data: { id: randomUUID(), survey: id, member: anonymous ? null : member.id, answers: checked, answeredOn: kstDay(now) },
        depth: 0,
        ...systemAccess('survey answers'),
        req,
      })
    } catch (error) {
      if (!req.transactionID) await req.payload.delete({ collection: 'survey-respondents', id: respondentId, ...systemAccess('survey answers'), req })
      throw error
    }
  })
  return toMySurvey(found, 'answered')
}
