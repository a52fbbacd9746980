/** Page titles of the survey routes, apart from messages.ts so the route tree carries only these. */
export const surveyTitles = {
  mine: '설문 조사',
  answer: '설문 응답',
} as const
