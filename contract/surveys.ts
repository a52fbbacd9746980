/**
 * 만족도 설문 (issue 34): surveys staff attach to an event or a course. A survey opens for a member
 * who attended the event (checked in) once it has ended, or whose course application is 완료, and
 * closes at its closing time. Routes: /myPage/surveys (the member's surveys), /myPage/survey?id=
 * (answering one), /admin/survey-results?id= (staff's results).
 */

export const surveyQuestionTypes = [
  { label: '5점 척도', value: 'scale5' },
  { label: '단일 선택', value: 'single' },
  { label: '복수 선택', value: 'multiple' },
  { label: '단답형', value: 'shortText' },
  { label: '서술형', value: 'longText' },
] as const
export type SurveyQuestionType = (typeof surveyQuestionTypes)[number]['value']

/** The 5-point scale's words, from 1 to 5. */
export const scaleLabels = ['매우 불만족', '불만족', '보통', '만족', '매우 만족'] as const

export const surveyLimits = { shortTextMax: 200, longTextMax: 2000 } as const

/** Where a survey stands for one member: 응답 가능, 응답 완료, 마감 (closed before they answered). */
export const surveyMemberStates = [
  { label: '응답 가능', value: 'open' },
  { label: '응답 완료', value: 'answered' },
  { label: '마감', value: 'closed' },
] as const
export type SurveyMemberState = (typeof surveyMemberStates)[number]['value']

export type SurveyTarget = { kind: 'event' | 'course'; id: number; title: string }

/** `GET /api/v1/surveys/mine`: every survey the member is eligible for, newest first. */
export type MySurvey = {
  id: number
  title: string
  target: SurveyTarget
  anonymous: boolean
  closesAt: string
  state: SurveyMemberState
  stateLabel: string
}

export type SurveyQuestion = {
  /** The question's stable id: the key of its answer. */
  id: string
  label: string
  type: SurveyQuestionType
  required: boolean
  /** The choices of a single or multiple question; empty for the others. */
  options: string[]
}

/** `GET /api/v1/surveys/:id`: the form, for an eligible member. */
export type SurveyForm = MySurvey & { intro: string; questions: SurveyQuestion[] }

/**
 * `POST /api/v1/surveys/:id/responses` body: question id → 1…5 (scale5), the chosen option (single),
 * the chosen options (multiple) or the text. An optional question may be left out.
 */
export type SurveyAnswers = Record<string, number | string | string[]>
export type SurveyResponseInput = { answers: SurveyAnswers }

/** What answering returns: the survey as it now stands for the member (응답 완료). */
export type SurveyAnswered = MySurvey

/** Staff's results, computed at request time (`GET /api/v1/surveys/:id/results`). */
export type SurveyQuestionResult = {
  id: string
  label: string
  type: SurveyQuestionType
  /** How many answers this question got. */
  answered: number
  /** Choice or scale point → how many chose it, in the question's order (1…5 for a scale). */
  distribution: { label: string; count: number }[]
  /** The scale's mean to two decimals; null for other types or no answers. */
  average: number | null
  /** Text answers by the day they came; within a day in no set order, so none can be matched to a respondent by position. */
  texts: string[]
}

export type SurveyResults = {
  id: number
  title: string
  target: SurveyTarget
  anonymous: boolean
  /** Members the survey is open to (attended / completed). */
  eligible: number
  responses: number
  /** responses ÷ eligible in percent, one decimal; null without eligible members. */
  rate: number | null
  questions: SurveyQuestionResult[]
}
