import type { PayloadRequest } from 'payload'
import type { SurveyAnswers } from '../../../../contract/surveys'
import { relationId } from '../../../platform/data/relation-id'
import { toCsv } from '../../../platform/text/csv'
import { kstDay } from '../../../platform/time/kst'
import type { User } from '../../../payload-types'
import { recordAccess } from '../../access-log'
import { surveyResultsText as text } from '../messages'
import { questionsOf } from './survey-doc'
import { surveyWithResponses } from './results'

/**
 * GET /api/v1/surveys/:id/responses/export: one row per answer, one column per question. A named
 * survey's rows name the member, so the file is logged as a 다운로드 with its reason before it leaves;
 * an anonymous survey's rows say 익명.
 */
export const exportSurveyResponses = async (req: PayloadRequest, id: number, reason: string) => {
  const { survey, responses } = await surveyWithResponses(req, id)
  const questions = questionsOf(survey)
  const memberIds = [...new Set(responses.map((response) => relationId(response.member)).filter((value): value is number => value !== null))]
  const names = new Map<number, string>()
  if (memberIds.length) {
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { id: { in: memberIds } },
      select: { name: true, username: true },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    for (const user of docs as Pick<User, 'id' | 'name' | 'username'>[]) names.set(user.id, `${user.name} (${user.username})`)
  }
  const header = [text.csvResponse, text.csvAnsweredOn, text.csvMember, ...questions.map((question) => question.label)]
  const rows = responses.map((response, index) => {
    const answers = (response.answers ?? {}) as SurveyAnswers
    const member = relationId(response.member)
    return [
      String(index + 1),
      response.answeredOn,
      member === null ? text.anonymousMember : (names.get(member) ?? String(member)),
      ...questions.map((question) => [answers[question.id] ?? ''].flat().join(', ')),
    ]
  })
  const filename = `설문응답_${survey.id}_${kstDay(new Date())}.csv`
  await recordAccess(req, { action: 'download', collection: 'survey-responses', count: rows.length, exportName: filename, reason })
  return { filename, body: toCsv([header, ...rows]) }
}
