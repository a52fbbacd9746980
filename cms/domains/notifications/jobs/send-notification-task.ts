import type { TaskConfig } from 'payload'
import { deliver, DELIVERY_RETRIES } from '../services/deliver'

/** The first wait; each later one doubles. `MAIL_RETRY_DELAY_MS` shortens it for the tests, as for mail. */
const firstRetryDelayMs = () => Number(process.env.MAIL_RETRY_DELAY_MS) || 60_000

/**
 * Sends one delivery of a notification (services/deliver.ts). Payload's own retry count sits one
 * above the service's: the service marks the delivery 실패 on its last try and ends the job cleanly.
 */
export const sendNotificationTask: TaskConfig<{ input: { delivery: number }; output: object }> = {
  slug: 'sendNotification',
  label: '알림 발송',
  inputSchema: [{ name: 'delivery', type: 'number', required: true }],
  retries: { attempts: DELIVERY_RETRIES + 1, backoff: { type: 'exponential', delay: firstRetryDelayMs() } },
  handler: async ({ input, req }) => {
    await deliver(req, input.delivery)
    return { output: {} }
  },
}
