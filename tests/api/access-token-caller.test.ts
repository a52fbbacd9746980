import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import type { MyPageSummary } from '../../contract/auth'
import type { User } from '../../cms/payload-types'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { bearer, loginToken, requestJson, v1 } from '../helpers/api'
import { adminLogin, createMember } from '../helpers/members'

/**
 * The caller of an Authorization header is resolved by the portal's own strategy
 * (cms/domains/account/access-token-strategy.ts) from one indexed read; these tests hold it to what
 * Payload's strategy decided: the same tokens accepted, the row's current values, and nothing
 * for a token Payload would refuse.
 */
const myPage = (headers: Record<string, string>) => v1<MyPageSummary>('/mypage/myPage', { headers })

const patchUser = async (id: number, data: Partial<User>) => {
  const { httpStatus } = await requestJson(`/api/users/${id}`, { method: 'PATCH', headers: bearer(await adminLogin()), body: JSON.stringify(data) })
  if (httpStatus !== 200) throw new Error(`updating user ${id} failed: ${httpStatus}`)
}

const staffOnlyUserCount = async (token: string) => {
  const { body } = await requestJson<{ totalDocs: number }>('/api/users?limit=1&depth=0', { headers: bearer(token) })
  return body.totalDocs
}

describe('the caller of an access token', () => {
  it("carries the member's row exactly as Payload REST reads it", async () => {
    const token = await loginToken(seedUsernames.member1, seedPassword)
    const { body } = await myPage(bearer(token))
    const { body: rest } = await requestJson<{ docs: User[] }>(`/api/users?where[username][equals]=${seedUsernames.member1}&depth=0`, {
      headers: bearer(await adminLogin()),
    })
    const row = rest.docs[0]!
    expect(body.data).toEqual({
      login_id: row.username,
      user_nm: row.name,
      email: row.email,
      memberClass: row.memberClass,
      memberClassLabel: expect.any(String),
      role: row.role,
      joinedAt: row.createdAt,
      lastLoginAt: row.lastLoginAt ?? null,
      phone: row.phone ?? null,
      affiliation: row.affiliation ?? null,
      company: { id: row.company, name: '(주)새솔메이커스', role: row.companyRole, roleLabel: '관리자' },
    })
  })

  it('is accepted with both header forms Payload reads, JWT and Bearer', async () => {
    const token = await loginToken(seedUsernames.member1, seedPassword)
    expect((await myPage({ Authorization: `JWT ${token}` })).httpStatus).toBe(200)
    expect((await myPage({ Authorization: `Bearer ${token}` })).httpStatus).toBe(200)
  })

  it('reads the row on every request: a profile change shows with the same token', async () => {
    const member = await createMember('caller')
    const token = await loginToken(member.username, member.password)
    await patchUser(member.id, { name: '바뀐이름' })
    expect((await myPage(bearer(token))).body.data?.user_nm).toBe('바뀐이름')
  })

  it('loses staff rights at once when an admin takes them away, although the token still names the role', async () => {
    const staff = await createMember('demoted')
    await patchUser(staff.id, { role: 'staff' })
    const token = await loginToken(staff.username, staff.password)
    expect(decodeJwt(token).role).toBe('staff')
    expect(await staffOnlyUserCount(token)).toBeGreaterThan(1)

    await patchUser(staff.id, { role: 'member' })
    expect(await staffOnlyUserCount(token)).toBe(1)
  })

  it('is a guest when the token is signed with another secret', async () => {
    const token = await loginToken(seedUsernames.member1, seedPassword)
    const forged = await new SignJWT(decodeJwt(token))
      .setProtectedHeader(decodeProtectedHeader(token) as { alg: string })
      .sign(new TextEncoder().encode('not-the-portal-secret-0123456789'))
    expect((await myPage(bearer(forged))).httpStatus).toBe(401)
    expect((await requestJson<{ user: unknown }>('/api/users/me', { headers: bearer(forged) })).body.user).toBeNull()
  })

  it("is a guest once the token's sign-in has ended", async () => {
    const member = await createMember('ended')
    const token = await loginToken(member.username, member.password)
    expect((await myPage(bearer(token))).httpStatus).toBe(200)
    // A password change by staff ends every session of the account (Payload clears its sessions).
    await patchUser(member.id, { password: 'changed1234!' } as Partial<User>)
    expect((await myPage(bearer(token))).httpStatus).toBe(401)
  })
})
