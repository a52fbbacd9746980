import { bearer, requestJson } from './api'
import { rest } from './access-matrix'
import { memberToken } from './equipment'
import { firstTypeId, postInput, staffAnswer, writePost } from './member-boards'
import { adminLogin, createMember } from './members'

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
 * reserved .invalid domain), with a Q&A post staff have answered: its answer mail is queued, fails
 * and stays on the queue.
 */
export const answerMailThatBounces = async (staffToken: string, title: string) => {
  const member = await createMember('bounce')
  const email = `${member.username}@bounce.invalid`
  const changed = await requestJson(`/api/users/${member.id}`, { method: 'PATCH', headers: bearer(await adminLogin()), body: JSON.stringify({ email }) })
  if (changed.httpStatus !== 200) throw new Error(`changing the address of ${member.username} failed: ${changed.httpStatus}`)
  const token = await memberToken(member)
  const { body } = await writePost(token, 'qna', postInput(await firstTypeId(token, 'qna'), { title }))
  const postId = body.data!.id
  const answered = await staffAnswer(staffToken, 'inquiries', postId, '답변드립니다.')
  if (answered.httpStatus !== 200) throw new Error(`answering post ${postId} failed: ${answered.httpStatus}`)
  return { email, token, postId }
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
