import { beforeAll, describe, expect, it } from 'vitest'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { loginToken } from '../helpers/api'
import { rest } from '../helpers/access-matrix'
import { mailThatBounces, mailJobTo } from '../helpers/mail-jobs'

/**
 * Issue 15: the portal's mail goes through Payload's job queue. The test server retries a refused mail
 * after 20 ms, doubling, instead of a minute.
 */
let staff: string

beforeAll(async () => {
  staff = await loginToken(seedUsernames.staff, seedPassword)
})

describe('mail through the job queue', () => {
  it('a mail the mail server refuses is tried six more times, then kept as failed for staff; the application stays', { timeout: 30_000 }, async () => {
    const { email, applicationId } = await mailThatBounces('메일이 반송될 신청')
    const job = await mailJobTo(staff, email, { failed: true })
    expect(job.taskSlug).toBe('sendMail')
    expect(job.totalTried).toBe(7)
    expect(job.input.subject).toMatch(/신청이 접수되었습니다/)
    expect(job.input.text).toContain('메일이 반송될 신청')
    expect((await rest<{ state: string }>(staff, `/advisory-requests/${applicationId}`)).body.state).toBe('received')
  })

  it("tells staff why a mail failed without the server's stack trace", { timeout: 30_000 }, async () => {
    const { email } = await mailThatBounces('사유를 남길 신청')
    const job = await mailJobTo(staff, email, { failed: true })
    expect(job.error?.message).toMatch(/550 mailbox unavailable/)
    expect(JSON.stringify(job)).not.toMatch(/node_modules|\bat async\b/)
  })

  it('shows queued mail to no guest and no member, not even its own', async () => {
    const { token } = await mailThatBounces('남이 못 보는 메일')
    for (const caller of [null, token, await loginToken(seedUsernames.member1, seedPassword)]) {
      const { httpStatus } = await rest(caller, '/payload-jobs?where[taskSlug][equals]=sendMail')
      expect(httpStatus).toBe(403)
    }
  })
})
