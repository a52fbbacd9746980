import type { PayloadRequest } from 'payload'
import { site } from '../../../contract/site'
import { systemAccess } from '../access/system-access'
import { escapeHtml } from '../text/escape-html'
import { queueJob } from '../jobs/queue-job'

/** An image the mail's HTML shows inline (`<img src="cid:…">`), kept in the job as base64. */
export type InlineImage = { cid: string; filename: string; contentType: string; contentBase64: string }

/** A mail as composed when something happened; the job that sends it keeps exactly this. */
export type OutgoingMail = { to: string; subject: string; text: string; html: string; inlineImages?: InlineImage[] }

/** Every mail's subject, whichever part of the portal sends it: the sender's name in brackets, then what happened. */
export const mailSubject = (headline: string) => `[${site.organizationName}] ${headline}`

/** The portal's plain mails: one paragraph per line, an empty line as a gap. */
export const mailOfLines = (to: string, headline: string, lines: string[]): OutgoingMail => ({
  to,
  subject: mailSubject(headline),
  text: lines.join('\n'),
  html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join(''),
})

/**
 * Puts a mail on Payload's job queue with the caller's request, so on PostgreSQL it commits or rolls
 * back with the change it tells of; the jobs process sends it and retries with back-off
 * (cms/platform/jobs/send-mail-task.ts). The member's answer never waits for the mail server.
 */
export const queueMail = async (req: PayloadRequest, mail: OutgoingMail) => {
  await queueJob({ task: 'sendMail', input: mail, req, ...systemAccess('mail queue') })
}
