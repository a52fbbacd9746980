/** 만족도 설문 (issue 34): surveys about an event or a course, answered once by those who took part, and their results. What other domains and the wiring may use; everything else stays inside. */
export { Surveys } from './collections/Surveys'
export { SurveyRespondents } from './collections/SurveyRespondents'
export { SurveyResponses } from './collections/SurveyResponses'
export { surveysEndpoints } from './endpoints'
export { surveyOpenedTask } from './jobs/survey-opened-task'
export { eventSatisfaction } from './services/event-satisfaction'
