import type { TaskConfig } from 'payload'
import { sendSurveyOpenedNotices } from '../services/opened-notices'

/**
 * Every ten minutes: members for whom a survey opened since (their event ended, their course
 * application became 완료) get its link. `SURVEY_OPENED_CRON` may change it (tests run it every two
 * seconds); the notification's key keeps it to one per member and survey however often it runs.
 */
const SURVEY_OPENED_CRON = process.env.SURVEY_OPENED_CRON || '0 */10 * * * *'

export const surveyOpenedTask: TaskConfig<{ input: object; output: { sent: number } }> = {
  slug: 'sendSurveyOpenedNotices',
  label: '만족도 설문 안내',
  schedule: [{ cron: SURVEY_OPENED_CRON, queue: 'default' }],
  retries: 0,
  handler: async ({ req }) => ({ output: await sendSurveyOpenedNotices(req) }),
}
