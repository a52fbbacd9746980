import type { MySurvey, SurveyAnswered, SurveyAnswers, SurveyForm, SurveyResults } from '../../contract/surveys'
import { bearer, requestJson, v1 } from './api'
import { appliedToCourse, createCourse, moveCourseApplication } from './education'
import { checkIn, createEvent, hoursFrom, registered, tokenOf, updateEvent } from './events'
import { staffToken } from './equipment'
import { adminLogin } from './members'

const headers = (token: string | null) => (token ? bearer(token) : {})

/** The questions every test survey asks, one of each type. */
export const testQuestions = [
  { label: '행사 전반에 만족하셨습니까?', type: 'scale5', required: true },
  { label: '가장 유익했던 순서', type: 'single', required: true, options: [{ value: '기조강연' }, { value: '사례 발표' }, { value: '네트워킹' }] },
  { label: '다음에 듣고 싶은 주제', type: 'multiple', required: false, options: [{ value: 'AI' }, { value: '특허' }, { value: '창업' }] },
  { label: '한 줄 소감', type: 'shortText', required: false },
  { label: '건의 사항', type: 'longText', required: false },
]

export type TestSurvey = { id: number; questionIds: string[] }

/** A published survey about an event or a course, closing in a week unless told: its id and question ids in order. */
export const createSurvey = async (target: { event: number } | { course: number }, overrides: Record<string, unknown> = {}): Promise<TestSurvey> => {
  const { httpStatus, body } = await requestJson<{ doc: { id: number; questions: { id: string }[] } }>('/api/surveys', {
    method: 'POST',
    headers: bearer(await adminLogin()),
    body: JSON.stringify({
      title: `만족도 시험 설문 ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      intro: '행사에 대한 의견을 들려주세요.',
      closesAt: hoursFrom(24 * 7),
      questions: testQuestions,
      _status: 'published',
      ...target,
      ...overrides,
    }),
  })
  if (httpStatus !== 201) throw new Error(`survey not created: ${httpStatus} ${JSON.stringify(body)}`)
  return { id: body.doc.id, questionIds: body.doc.questions.map((question) => question.id) }
}

export const updateSurvey = async (id: number, data: Record<string, unknown>) => {
  const { httpStatus, body } = await requestJson(`/api/surveys/${id}`, { method: 'PATCH', headers: bearer(await adminLogin()), body: JSON.stringify(data) })
  if (httpStatus !== 200) throw new Error(`survey not updated: ${httpStatus} ${JSON.stringify(body)}`)
}

/** An event that has ended, with these members checked in and those only registered. */
export const endedEvent = async (attendees: string[], registeredOnly: string[] = []) => {
  const eventId = await createEvent(null)
  const staff = await staffToken()
  for (const token of attendees) {
    const registration = await registered(token, eventId)
    const answer = await checkIn(staff, eventId, await tokenOf(token, registration.id))
    if (answer.body.data?.result !== 'checkedIn') throw new Error(`not checked in: ${JSON.stringify(answer.body)}`)
  }
  for (const token of registeredOnly) await registered(token, eventId)
  await updateEvent(eventId, { startsAt: hoursFrom(-3), endsAt: hoursFrom(-1), registrationOpensAt: hoursFrom(-48), registrationClosesAt: hoursFrom(-4) })
  return eventId
}

/** A course these members completed (their applications 완료) and those only approved. */
export const completedCourse = async (completed: string[], approvedOnly: string[] = []) => {
  const courseId = await createCourse(null)
  const staff = await staffToken()
  for (const [token, done] of [...completed.map((token) => [token, true] as const), ...approvedOnly.map((token) => [token, false] as const)]) {
    const application = await appliedToCourse(token, courseId)
    await moveCourseApplication(staff, application.id, 'approved')
    if (done) await moveCourseApplication(staff, application.id, 'done')
  }
  return courseId
}

/** Answers to the test questions: a scale point and the first option, the rest as given. */
export const answersTo = (survey: TestSurvey, scale: number, more: Partial<Record<2 | 3 | 4, SurveyAnswers[string]>> = {}): SurveyAnswers => ({
  [survey.questionIds[0]!]: scale,
  [survey.questionIds[1]!]: '기조강연',
  ...Object.fromEntries(Object.entries(more).map(([index, value]) => [survey.questionIds[Number(index)]!, value])),
})

export const mySurveys = (token: string | null) => v1<MySurvey[]>('/surveys/mine', { headers: headers(token) })
export const surveyForm = (token: string | null, id: number) => v1<SurveyForm>(`/surveys/${id}`, { headers: headers(token) })
export const answerSurvey = (token: string | null, id: number, answers: unknown) =>
  v1<SurveyAnswered>(`/surveys/${id}/responses`, { method: 'POST', headers: headers(token), body: JSON.stringify({ answers }) })
export const surveyResults = (token: string | null, id: number) => v1<SurveyResults>(`/surveys/${id}/results`, { headers: headers(token) })
