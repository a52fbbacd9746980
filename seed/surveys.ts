import { randomUUID } from 'node:crypto'
import type { Course, Event, Survey, User } from '../cms/payload-types'
import { systemAccess } from '../cms/platform/access/system-access'
import { seedSurveys } from './data/surveys'
import { type SeedContext, track } from './lib/context'
import { kstDay, kstDaysAgo } from './lib/dates'

const seed = systemAccess('seed')

/**
 * 만족도 설문 about the seeded events and courses, with the answers already given written as the
 * answering service writes them: a respondent row, and the answer without the member when anonymous.
 */
export const seedSurveyData = async (ctx: SeedContext, users: Map<string, User>) => {
  const { payload, now } = ctx
  const [{ docs: events }, { docs: courses }] = await Promise.all([
    payload.find({ collection: 'events', pagination: false, depth: 0, ...seed }),
    payload.find({ collection: 'courses', pagination: false, depth: 0, ...seed }),
  ])
  const eventByTitle = new Map((events as Event[]).map((event) => [event.title, event.id]))
  const courseByTitle = new Map((courses as Course[]).map((course) => [course.title, course.id]))
  for (const survey of seedSurveys) {
    const target =
      'event' in survey.target
        ? { event: eventByTitle.get(survey.target.event), course: null }
        : { event: null, course: courseByTitle.get(survey.target.course) }
    if (!target.event && !target.course) throw new Error(`seed survey "${survey.title}": its event or course is not seeded`)
    const doc = track(
      ctx,
      'surveys',
      (await payload.create({
        collection: 'surveys',
        data: {
          title: survey.title,
          intro: survey.intro,
          anonymous: survey.anonymous,
          ...target,
          closesAt: kstDaysAgo(now, -survey.closesIn, 17, 59),
          questions: survey.questions.map((question) => ({ ...question, options: (question.options ?? []).map((value) => ({ value })) })),
          _status: 'published',
        },
        ...seed,
      })) as Survey,
    )
    const questionIds = (doc.questions ?? []).map((question) => question.id!)
    for (const { member: username, daysAgo, answer } of survey.answers) {
      const member = users.get(username)!
      track(
        ctx,
        'survey-respondents',
        await payload.create({
          collection: 'survey-respondents',
          data: { survey: doc.id, member: member.id, key: `${doc.id}:${member.id}`, createdAt: kstDaysAgo(now, daysAgo, 15) },
          ...seed,
        }),
      )
      track(
        ctx,
        'survey-responses',
        await payload.create({
          collection: 'survey-responses',
          data: {
            id: randomUUID(),
            survey: doc.id,
            member: survey.anonymous ? null : member.id,
            answers: Object.fromEntries(Object.entries(answer).map(([index, value]) => [questionIds[Number(index)]!, value])),
            // The Seoul day only, as the answering service stores it.
            answeredOn: kstDay(now, -daysAgo).slice(0, 10),
          },
          ...seed,
        }),
      )
    }
  }
  payload.logger.info(`만족도 설문 ${seedSurveys.length}건 생성`)
}
