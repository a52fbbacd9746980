import type { CapturedMail } from '../../cms/platform/mail/mail-capture'
import { expect, type Page } from './e2e-test'

/** The 6-digit code in the newest mail the development mail capture holds for `to`, as the browser's test reads it. */
export const codeFromMailbox = async (page: Page, to: string) => {
  let code = ''
  await expect
    .poll(async () => {
      const response = await page.request.get(`/dev/mailbox/messages?to=${encodeURIComponent(to)}`)
      const { messages } = (await response.json()) as { messages: CapturedMail[] }
      code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1] ?? ''
      return code
    })
    .toMatch(/^\d{6}$/)
  return code
}
