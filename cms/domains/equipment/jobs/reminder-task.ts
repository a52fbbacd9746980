import type { TaskConfig } from 'payload'
import { sendDueReminders } from '../services/reminders'

/**
 * Every ten minutes: a reminder leaves within ten minutes of its time (09:00 the day before, N hours
 * before). `EQUIPMENT_REMINDER_CRON` may change it (the tests run it every two seconds). The claim in
 * sendDueReminders keeps it to one mail per booking and kind even if two runs overlap.
 */
const REMINDER_CRON = process.env.EQUIPMENT_REMINDER_CRON || '0 */10 * * * *'

export const equipmentReminderTask: TaskConfig<{ input: object; output: { sent: number } }> = {
  slug: 'sendEquipmentReminders',
  label: '장비 예약 알림 발송',
  schedule: [{ cron: REMINDER_CRON, queue: 'default' }],
  // The next run picks up whatever this one missed; a reminder already claimed is on the mail queue.
  retries: 0,
  handler: async ({ req }) => ({ output: await sendDueReminders(req) }),
}
