import type { TaskConfig } from 'payload'
import type { OutgoingMail } from '../mail/outgoing-mail'

/** Six tries after the first: with the default minute, the last is about an hour after the change. */
const RETRIES = 6

/** The first wait; each later one doubles. `MAIL_RETRY_DELAY_MS` shortens it for the tests. */
const firstRetryDelayMs = () => Number(process.env.MAIL_RETRY_DELAY_MS) || 60_000

/**
 * Sends one queued mail (cms/platform/mail/outgoing-mail.ts). A mail server that is down or refuses fails the
 * try, and Payload tries again later; after the last try the job keeps its error, which staff see in
 * the admin's dashboard and under 운영 → 발송·게시 작업.
 */
export const sendMailTask: TaskConfig<{ input: OutgoingMail; output: object }> = {
  slug: 'sendMail',
  label: '메일 발송',
  inputSchema: [
    { name: 'to', type: 'email', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea', required: true },
    { name: 'inlineImages', type: 'json' },
  ],
  retries: { attempts: RETRIES, backoff: { type: 'exponential', delay: firstRetryDelayMs() } },
  handler: async ({ input, req }) => {
    const attachments = (input.inlineImages ?? []).map((image) => ({
      cid: image.cid,
      filename: image.filename,
      contentType: image.contentType,
      content: Buffer.from(image.contentBase64, 'base64'),
    }))
    await req.payload.sendEmail({ to: input.to, subject: input.subject, text: input.text, html: input.html, ...(attachments.length ? { attachments } : {}) })
    return { output: {} }
  },
}
