import type { TaskConfig } from 'payload'
import { runWaitlist } from '../services/waitlist'

/**
 * Every five minutes: offers past their deadline lapse and pass to the next in line, and waits whose
 * slots freed are offered. `EQUIPMENT_WAITLIST_CRON` may change it (the tests run it every two seconds).
 */
const WAITLIST_CRON = process.env.EQUIPMENT_WAITLIST_CRON || '0 */5 * * * *'

export const equipmentWaitlistTask: TaskConfig<{ input: object; output: { lapsed: number; offered: number } }> = {
  slug: 'advanceEquipmentWaitlist',
  label: '장비 예약 대기 처리',
  schedule: [{ cron: WAITLIST_CRON, queue: 'default' }],
  retries: 0,
  handler: async ({ req }) => ({ output: await runWaitlist(req) }),
}
