import type { CapturedMail } from '../../cms/platform/mail/mail-capture'

/** Mail the server under test sent to `to`, newest first (the development mail capture's JSON). */
export const mailsTo = async (baseUrl: string, to: string): Promise<CapturedMail[]> => {
  const response = await fetch(`${baseUrl}/dev/mailbox/messages?to=${encodeURIComponent(to)}`)
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`)
  return ((await response.json()) as { messages: CapturedMail[] }).messages
}

/** Waits for a mail to `to` that arrived after `afterId` and matches `subject`, and returns it. */
export const waitForMail = async (
  baseUrl: string,
  to: string,
  { subject, text, afterId = 0, timeoutMs = 10_000 }: { subject?: RegExp; text?: RegExp; afterId?: number; timeoutMs?: number } = {},
): Promise<CapturedMail> => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const found = (await mailsTo(baseUrl, to)).find((mail) => mail.id > afterId && (!subject || subject.test(mail.subject)) && (!text || text.test(mail.text)))
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`)
}

/** The newest mail id for `to` (0 when none), so a test can wait for the next one. */
export const lastMailId = async (baseUrl: string, to: string) => (await mailsTo(baseUrl, to))[0]?.id ?? 0

export const sixDigitCode = (mail: CapturedMail) => {
  const match = /\b(\d{6})\b/.exec(mail.text)
  if (!match) throw new Error(`no 6-digit code in mail "${mail.subject}"`)
  return match[1]
}
