import { bearer, requestJson } from './api'
import { rest } from './access-matrix'
import { memberToken } from './equipment'
import { filedAdvisory } from './applications'
import { adminLogin, createCompanyMember } from './members'

/** A mail job as Payload REST shows it to staff. */
export type MailJob = {
  id: number
  taskSlug: string
  hasError: boolean
  totalTried: number
  input: { to: string; subject: string; text: string }
  error?: { message?: string; stack?: string } | null
}

/**
 * A member whose account address no mail server takes (the test server's mail capture refuses the
 * reserved .invalid domain), with a 기술자문 application filed: its receipt is a plain mail (not an
 * event of the notification catalogue), queued, fails and stays on the queue.
 */
export const mailThatBounces = async (title: string) => {
  const member = await createCompanyMember('bounce')
  const email = `${member.username}@bounce.invalid`
  const changed = await requestJson(`/api/users/${member.id}`, { method: 'PATCH', headers: bearer(await adminLogin()), body: JSON.stringify({ email }) })
  if (changed.httpStatus !== 200) throw new Error(`changing the address of ${member.username} failed: ${changed.httpStatus}`)
  const token = await memberToken(member)
  const filed = await filedAdvisory(token, { title })
  return { email, token, applicationId: filed.id }
}

/** The mail job to `to` as staff see it, once it exists (and, with `failed`, once it failed for good). */
export const mailJobTo = async (staffToken: string, to: string, { failed = false, timeoutMs = 25_000 } = {}): Promise<MailJob> => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const { body } = await rest<{ docs: MailJob[] }>(staffToken, `/payload-jobs?where[taskSlug][equals]=sendMail&limit=100&sort=-createdAt`)
    const job = body.docs.find((doc) => doc.input.to === to && (!failed || doc.hasError))
    if (job) return job
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`no ${failed ? 'failed ' : ''}mail job for ${to} within ${timeoutMs} ms`)
}
