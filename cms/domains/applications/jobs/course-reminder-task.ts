import type { TaskConfig } from 'payload'
import { sendCourseStartReminders } from '../services/education/course-reminders'

/**
 * Every hour: members of a course that starts tomorrow hear of it on the day before.
 * `COURSE_REMINDER_CRON` may change it (the tests run it every two seconds); the notification's key
 * keeps it to one per application however often it runs.
 */
const COURSE_REMINDER_CRON = process.env.COURSE_REMINDER_CRON || '0 0 * * * *'

export const courseReminderTask: TaskConfig<{ input: object; output: { sent: number } }> = {
  slug: 'sendCourseStartReminders',
  label: '교육 시작 하루 전 안내',
  schedule: [{ cron: COURSE_REMINDER_CRON, queue: 'default' }],
  retries: 0,
  handler: async ({ req }) => ({ output: await sendCourseStartReminders(req) }),
}
