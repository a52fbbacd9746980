import type { TaskConfig } from 'payload'
import { applyRetention } from '../services/apply-retention'

/**
 * Daily at 03:00 (server time), when the portal is quiet; `RETENTION_CRON` may change it (the tests
 * run it every second). Payload's scheduler queues it on the default queue, which only the one job
 * process runs (cms/platform/jobs/jobs-config.ts), and queues no second one while one waits or runs.
 */
const RETENTION_CRON = process.env.RETENTION_CRON || '0 0 3 * * *'

export const retentionTask: TaskConfig<{ input: object; output: { destroyed: number } }> = {
  slug: 'applyRetention',
  label: '보유 기간 지난 개인정보 파기',
  schedule: [{ cron: RETENTION_CRON, queue: 'default' }],
  // A failed run is tried again the next day; the rules pick up whatever is still past its period.
  retries: 0,
  handler: async ({ req }) => {
    const records = await applyRetention(req)
    return { output: { destroyed: records.reduce((total, record) => total + record.count, 0) } }
  },
}
