import type { PayloadRequest } from 'payload'
import { formatSeoulDate } from '../../../../contract/date-format'
import { systemAccess } from '../../../platform/access/system-access'
import { relationId } from '../../../platform/data/relation-id'
import { publicOrigin } from '../../../platform/http/public-origin'
import type { SurveyRespondent } from '../../../payload-types'
import { notifyOfNotice } from '../../notifications'
import { surveyLabels as label, surveyMessages as msg } from '../messages'
import { eligibleMembers, hasOpened } from './eligibility'
import { findPublishedSurveys, surveysWithTargets } from './survey-doc'

export const surveyLink = (id: number) => `/myPage/survey?id=${id}`

/** Members who already answered need no invitation (seeded answers, or an answer before the run came). */
const respondentsOf = async (req: PayloadRequest, surveyId: number) => {
  const { docs } = await req.payload.find({
    collection: 'survey-respondents',
    where: { survey: { equals: surveyId } },
    select: { member: true },
    pagination: false,
    depth: 0,
    ...systemAccess('survey eligibility'),
    req,
  })
  return new Set((docs as Pick<SurveyRespondent, 'member'>[]).map((row) => relationId(row.member)))
}

/**
 * 만족도 설문 안내: every member a published, not yet closed survey is open to gets its link — once
 * its event ended, or once their course application is 완료, whichever run comes next. The
 * occurrence key is the survey, so a member hears of each survey once however often this runs
 * (notify() inserts or skips its delivery rows).
 */
export const sendSurveyOpenedNotices = async (req: PayloadRequest, now = new Date()) => {
  const surveys = await surveysWithTargets(req, await findPublishedSurveys(req, { closesAt: { greater_than: now.toISOString() } }))
  let sent = 0
  for (const found of surveys) {
    if (!hasOpened(found, now)) continue
    const { survey, target } = found
    const closes = formatSeoulDate(survey.closesAt)
    const link = surveyLink(survey.id)
    const answered = await respondentsOf(req, survey.id)
    for (const member of (await eligibleMembers(req, survey)).filter((id) => !answered.has(id))) {
      await notifyOfNotice(req, {
        event: 'survey.opened',
        member,
        notice: {
          subject: msg.openedHeadline(survey.title),
          facts: [msg.openedIntro(target.title), `${label.closesAt}: ${closes}`],
          followUp: `설문 응답하기: ${publicOrigin(req)}${link}`,
        },
        link,
        variables: { 설문명: survey.title, 대상: target.title, 마감일: closes },
        key: `survey:${survey.id}:opened`,
      })
      sent += 1
    }
  }
  return { sent }
}
