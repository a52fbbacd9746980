import { beforeAll, describe, expect, it } from 'vitest'
import { expectRefused, portalUrl } from '../helpers/api'
import { rest } from '../helpers/access-matrix'
import { withDownloadReason } from '../../contract/access-log'
import { seedMemberToken } from '../helpers/equipment'
import { seedUsernames } from '../../seed/data/accounts'
import { type TestMember } from '../helpers/members'
import { signedInCast } from '../helpers/cast'
import {
  answersTo,
  answerSurvey,
  completedCourse,
  createSurvey,
  endedEvent,
  mySurveys,
  surveyForm,
  surveyResults,
  testQuestions,
  updateSurvey,
} from '../helpers/surveys'
import { checkIn, createEvent, hoursFrom, registered, tokenOf, updateEvent } from '../helpers/events'
import { appliedToCourse, moveCourseApplication } from '../helpers/education'
import { deliveriesOf } from '../helpers/notifications'
import { waitForValue } from '../helpers/backdate'

let members: TestMember[]
let tokens: string[]
let staff: string

beforeAll(async () => {
  ;({ members, tokens, staff } = await signedInCast(19, 'srv'))
}, 120_000)

const notEligible = '이 설문의 응답 대상이 아닙니다. 행사에 참석했거나 교육을 수료한 회원만 응답할 수 있습니다.'

describe('who may answer', () => {
  it('an event’s attendee may; one registered but never checked in, or a stranger, may not', async () => {
    const eventId = await endedEvent([tokens[0]!], [tokens[1]!])
    const survey = await createSurvey({ event: eventId })
    const form = (await surveyForm(tokens[0]!, survey.id)).body.data!
    expect(form).toMatchObject({ id: survey.id, state: 'open', stateLabel: '응답 가능', target: { kind: 'event', id: eventId } })
    expect(form.questions.map((question) => question.label)).toEqual(testQuestions.map((question) => question.label))
    expect(form.questions[1]!.options).toEqual(['기조강연', '사례 발표', '네트워킹'])
    expectRefused(await surveyForm(tokens[1]!, survey.id), 403, notEligible)
    expectRefused(await answerSurvey(tokens[1]!, survey.id, answersTo(survey, 4)), 403, notEligible)
    expectRefused(await answerSurvey(tokens[2]!, survey.id, answersTo(survey, 4)), 403, notEligible)
    expect((await answerSurvey(tokens[0]!, survey.id, answersTo(survey, 4))).body.data).toMatchObject({ state: 'answered', stateLabel: '응답 완료' })
  })

  it('a member whose course application is 완료 may; one only approved may not', async () => {
    const courseId = await completedCourse([tokens[3]!], [tokens[4]!])
    const survey = await createSurvey({ course: courseId })
    expect((await answerSurvey(tokens[3]!, survey.id, answersTo(survey, 5))).httpStatus).toBe(200)
    expectRefused(await answerSurvey(tokens[4]!, survey.id, answersTo(survey, 5)), 403, notEligible)
  })

  it('a guest is asked to sign in', async () => {
    expect((await mySurveys(null)).httpStatus).toBe(401)
    expect((await answerSurvey(null, 1, {})).httpStatus).toBe(401)
  })
})

describe('when it is open', () => {
  it('an event’s survey waits for the event to end, and is not listed before', async () => {
    const eventId = await createEvent(null)
    await registered(tokens[5]!, eventId)
    const survey = await createSurvey({ event: eventId })
    // Registered only, the event still to come: nothing to answer, and not eligible either.
    expectRefused(await surveyForm(tokens[5]!, survey.id), 403, notEligible)
    expect((await mySurveys(tokens[5]!)).body.data!.map((row) => row.id)).not.toContain(survey.id)
  })

  it('an attendee of an event that has not ended yet is told it is not open', async () => {
    const eventId = await endedEvent([tokens[6]!])
    const survey = await createSurvey({ event: eventId })
    await updateEvent(eventId, { endsAt: hoursFrom(2) })
    expectRefused(await answerSurvey(tokens[6]!, survey.id, answersTo(survey, 3)), 409, '아직 응답 기간이 아닙니다. 행사가 끝난 뒤에 응답할 수 있습니다.')
  })

  it('after closesAt it refuses answers and lists the survey as 마감', async () => {
    const eventId = await endedEvent([tokens[7]!])
    const survey = await createSurvey({ event: eventId })
    await updateSurvey(survey.id, { closesAt: hoursFrom(-0.5) })
    expectRefused(await answerSurvey(tokens[7]!, survey.id, answersTo(survey, 3)), 409, '응답이 마감된 설문입니다.')
    expect((await mySurveys(tokens[7]!)).body.data!.find((row) => row.id === survey.id)).toMatchObject({ state: 'closed', stateLabel: '마감' })
  })

  it('a draft survey is not shown to anyone', async () => {
    const eventId = await endedEvent([tokens[8]!])
    const survey = await createSurvey({ event: eventId }, { _status: 'draft' })
    expectRefused(await surveyForm(tokens[8]!, survey.id), 404, '설문을 찾을 수 없습니다.')
  })
})

describe('answering once', () => {
  it('two answers sent at once: one is kept, the other told it was already answered', async () => {
    const eventId = await endedEvent([tokens[9]!])
    const survey = await createSurvey({ event: eventId })
    const answers = await Promise.all([answerSurvey(tokens[9]!, survey.id, answersTo(survey, 2)), answerSurvey(tokens[9]!, survey.id, answersTo(survey, 4))])
    expect(answers.map((answer) => answer.httpStatus).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.httpStatus === 409)!.body.status.message).toBe('이미 응답한 설문입니다. 설문은 한 번만 응답할 수 있습니다.')
    expect((await surveyResults(staff, survey.id)).body.data!.responses).toBe(1)
    expect((await mySurveys(tokens[9]!)).body.data!.find((row) => row.id === survey.id)!.state).toBe('answered')
  })
})

describe('checking the answers', () => {
  it('refuses a missing required answer, an option not offered, a scale outside 1–5, and keeps nothing', async () => {
    const eventId = await endedEvent([tokens[10]!])
    const survey = await createSurvey({ event: eventId })
    const [scale, single] = survey.questionIds
    expectRefused(await answerSurvey(tokens[10]!, survey.id, { [single!]: '기조강연' }), 400, '필수 문항에 답해 주세요: 행사 전반에 만족하셨습니까?')
    expectRefused(await answerSurvey(tokens[10]!, survey.id, { [scale!]: 3, [single!]: '점심' }), 400, '제시된 선택지 중에서 골라 주세요: 가장 유익했던 순서')
    expectRefused(
      await answerSurvey(tokens[10]!, survey.id, answersTo(survey, 3, { 2: ['AI', '요리'] })),
      400,
      '제시된 선택지 중에서 골라 주세요: 다음에 듣고 싶은 주제',
    )
    expectRefused(await answerSurvey(tokens[10]!, survey.id, answersTo(survey, 6)), 400, '1점부터 5점 중에서 골라 주세요: 행사 전반에 만족하셨습니까?')
    expect((await surveyResults(staff, survey.id)).body.data!.responses).toBe(0)
    expect((await answerSurvey(tokens[10]!, survey.id, answersTo(survey, 3, { 2: ['특허', 'AI'] }))).httpStatus).toBe(200)
  })
})

describe('anonymity', () => {
  it('an anonymous survey’s answer holds nothing that leads to the member; a named one holds the member', async () => {
    const eventId = await endedEvent([tokens[11]!])
    const anonymous = await createSurvey({ event: eventId }, { anonymous: true })
    const named = await createSurvey({ event: eventId })
    expect((await surveyForm(tokens[11]!, anonymous.id)).body.data!.anonymous).toBe(true)
    expect((await answerSurvey(tokens[11]!, anonymous.id, answersTo(anonymous, 5, { 3: '좋았습니다' }))).httpStatus).toBe(200)
    expect((await answerSurvey(tokens[11]!, named.id, answersTo(named, 4))).httpStatus).toBe(200)

    const { body } = await rest<{ docs: Record<string, unknown>[] }>(staff, `/survey-responses?where[survey][equals]=${anonymous.id}&depth=0`)
    expect(body.docs).toHaveLength(1)
    const row = body.docs[0]!
    expect(Object.keys(row).filter((key) => !['id', 'survey', 'member', 'answers', 'answeredOn'].includes(key))).toEqual([])
    expect(row.member ?? null).toBeNull()
    expect(row).not.toHaveProperty('createdAt')
    expect(row.answeredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(String(row.id)).toMatch(/^[0-9a-f-]{36}$/)
    const respondent = (await rest<{ docs: { id: number; createdAt: string }[] }>(staff, `/survey-respondents?where[survey][equals]=${anonymous.id}&depth=0`))
      .body.docs[0]!
    const text = JSON.stringify(row)
    for (const trace of [String(members[11]!.id), members[11]!.username, members[11]!.email, String(respondent.id), respondent.createdAt]) {
      expect(text).not.toContain(`"${trace}"`)
    }

    const namedRows = (await rest<{ docs: { member: number }[] }>(staff, `/survey-responses?where[survey][equals]=${named.id}&depth=0`)).body.docs
    expect(namedRows.map((response) => response.member)).toEqual([members[11]!.id])
  })

  it('members read neither the answers nor the surveys through REST', async () => {
    expect((await rest<{ docs: unknown[] }>(tokens[11]!, '/survey-responses?depth=0')).body.docs ?? []).toEqual([])
    expect((await rest<{ docs: unknown[] }>(tokens[11]!, '/surveys?depth=0')).httpStatus).toBe(403)
  })
})

describe('results for staff', () => {
  it('count the eligible, the answers, the rate, each option and the scale average as the test computes them', async () => {
    const attendees = [12, 13, 14, 15].map((index) => tokens[index]!)
    const eventId = await endedEvent(attendees)
    const survey = await createSurvey({ event: eventId })
    const given = [
      answersTo(survey, 5, { 2: ['AI', '창업'], 3: '알찼습니다' }),
      { ...answersTo(survey, 3, { 2: ['AI'] }), [survey.questionIds[1]!]: '사례 발표' },
      answersTo(survey, 4, { 4: '시간이 조금 짧았습니다' }),
    ]
    for (const [index, answers] of given.entries()) expect((await answerSurvey(attendees[index]!, survey.id, answers)).httpStatus).toBe(200)

    const results = (await surveyResults(staff, survey.id)).body.data!
    expect(results).toMatchObject({ eligible: 4, responses: 3, rate: 75 })
    const [scale, single, multiple, short, long] = results.questions
    expect(scale!.average).toBe(Math.round(((5 + 3 + 4) / 3) * 100) / 100)
    expect(scale!.distribution.map((row) => row.count)).toEqual([0, 0, 1, 1, 1])
    expect(single!.distribution).toEqual([
      { label: '기조강연', count: 2 },
      { label: '사례 발표', count: 1 },
      { label: '네트워킹', count: 0 },
    ])
    expect(multiple!.distribution.map((row) => row.count)).toEqual([2, 0, 1])
    expect(short!.texts).toEqual(['알찼습니다'])
    expect(long!.texts).toEqual(['시간이 조금 짧았습니다'])
    expect((await surveyResults(tokens[12]!, survey.id)).httpStatus).toBe(403)

    const headers = { Authorization: `JWT ${staff}` }
    expect((await fetch(`${portalUrl()}/api/v1/surveys/${survey.id}/responses/export`, { headers })).status).toBe(400)
    const response = await fetch(`${portalUrl()}${withDownloadReason(`/api/v1/surveys/${survey.id}/responses/export`, '업무 처리', '')}`, { headers })
    expect(response.headers.get('content-type')).toContain('text/csv')
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(`응답 번호,응답일,회원,${testQuestions.map((question) => question.label).join(',')}`)
    expect(lines).toHaveLength(4)
    // Rows of one day come in no particular order: a stable order would give away who answered when.
    expect(lines.find((line) => line.includes(members[12]!.username))).toContain('"AI, 창업"')
  })
})

describe('telling members', () => {
  it('sends the link once per member when the survey opens for them, and not before the event ends', { timeout: 90_000 }, async () => {
    const [early, first, later] = [16, 17, 18]
    // An attendee of an event still going on: its survey has not opened for them.
    const runningEvent = await createEvent(null)
    const registration = await registered(tokens[early]!, runningEvent)
    await checkIn(staff, runningEvent, await tokenOf(tokens[early]!, registration.id))
    await createSurvey({ event: runningEvent })

    const courseId = await completedCourse([tokens[first]!])
    const survey = await createSurvey({ course: courseId })
    const sentTo = async (index: number) =>
      (await deliveriesOf(staff, members[index]!.id, 'survey.opened')).filter((row) => row.channel === 'email' && row.state === 'sent')
    await waitForValue(async () => ((await sentTo(first)).length ? true : undefined), 'the first completer invited')

    // Completed after the survey was made: a later run finds them too, which proves it ran again.
    const application = await appliedToCourse(tokens[later]!, courseId)
    await moveCourseApplication(staff, application.id, 'approved')
    await moveCourseApplication(staff, application.id, 'done')
    await waitForValue(async () => ((await sentTo(later)).length ? true : undefined), 'the later completer invited')

    expect(await sentTo(first)).toHaveLength(1)
    expect(await deliveriesOf(staff, members[early]!.id, 'survey.opened')).toEqual([])
    const { body } = await rest<{ docs: { link: string }[] }>(
      staff,
      `/notifications?where[member][equals]=${members[first]!.id}&where[event][equals]=survey.opened&depth=0`,
    )
    expect(body.docs.map((row) => row.link)).toEqual([`/myPage/survey?id=${survey.id}`])
  })
})

describe('the seeded demo', () => {
  it('member1 has the AI 반도체 세미나 survey to answer, and the course survey they answered shows as 응답 완료', async () => {
    const mine = (await mySurveys(await seedMemberToken(seedUsernames.member1))).body.data!
    expect(mine.find((row) => row.title === 'AI 반도체 기술 세미나 만족도 조사')).toMatchObject({ state: 'open', target: { kind: 'event' } })
    expect(mine.find((row) => row.title === '시니어 디지털 역량 강화 과정 수강 만족도')).toMatchObject({ state: 'answered', anonymous: true })
  })
})
