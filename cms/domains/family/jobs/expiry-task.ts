import type { TaskConfig } from 'payload'
import { expireMemberships } from '../services/expire-memberships'

/**
 * Daily at 03:10 (server time), after the retention job; `FAMILY_EXPIRY_CRON` may change it (the tests
 * run it every second). Payload's scheduler queues it on the default queue, which only the one job
 * process runs, and queues no second one while one waits or runs.
 */
const FAMILY_EXPIRY_CRON = process.env.FAMILY_EXPIRY_CRON || '0 10 3 * * *'

export const familyExpiryTask: TaskConfig<{ input: object; output: { expired: number; noticed: number } }> = {
  slug: 'expireFamilyMemberships',
  label: '가족회사 협약 만료·종료 안내',
  schedule: [{ cron: FAMILY_EXPIRY_CRON, queue: 'default' }],
  // A failed run is tried again the next day; whatever is still past its end is picked up then.
  retries: 0,
  handler: async ({ req }) => ({ output: await expireMemberships(req) }),
}
