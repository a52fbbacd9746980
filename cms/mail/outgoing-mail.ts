import type { PayloadRequest } from 'payload'
import { systemAccess } from '../access/system-access'
import { escapeHtml } from '../lib/escape-html'

/** A mail as composed when something happened; the job that sends it keeps exactly this. */
export type OutgoingMail = { to: string; subject: string; text: string; html: string }

/** The portal's plain mails: one paragraph per line, an empty line as a gap. */
export const mailOfLines = (to: string, subject: string, lines: string[]): OutgoingMail => ({
  to,
  subject,
  text: lines.join('\n'),
  html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join(''),
})

/**
 * Puts a mail on Payload's job queue with the caller's request, so on PostgreSQL it commits or rolls
 * back with the change it tells of; the jobs process sends it and retries with back-off
 * (cms/jobs/send-mail-task.ts). The member's answer never waits for the mail server.
 */
export const queueMail = async (req: PayloadRequest, mail: OutgoingMail) => {
  await req.payload.jobs.queue({ task: 'sendMail', input: mail, req, ...systemAccess('mail queue') })
}
