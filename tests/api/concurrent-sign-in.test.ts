import { describe, expect, it } from 'vitest'
import type { SignInData } from '../../contract/auth'
import { bearer, requestJson, v1 } from '../helpers/api'
import { adminLogin, createMember } from '../helpers/members'

/** Sign-ins that overlap: one person on a phone and a laptop at once, or a shared office account. */
const SIMULTANEOUS = 6
/** From an address of their own, so these logins leave loopback's per-IP login budget to the other files. */
const fromOwnIp = { 'X-Forwarded-For': '198.51.100.7' }

const me = (token: string) => requestJson<{ user: { username: string } | null }>('/api/users/me', { headers: bearer(token) })

describe('sign-ins of one account at the same moment', () => {
  it('each portal login gets a token that keeps working', async () => {
    const member = await createMember('together')
    const logins = await Promise.all(
      Array.from({ length: SIMULTANEOUS }, () =>
        v1<SignInData>('/auth/login', { method: 'POST', headers: fromOwnIp, body: JSON.stringify({ login_id: member.username, password: member.password }) }),
      ),
    )
    expect(logins.map((login) => login.httpStatus)).toEqual(Array(SIMULTANEOUS).fill(200))

    const pages = await Promise.all(logins.map((login) => v1('/mypage/myPage', { headers: bearer(login.body.data!.accessToken) })))
    expect(pages.map((page) => page.httpStatus)).toEqual(Array(SIMULTANEOUS).fill(200))
  })

  it("each of Payload's own logins (the admin's) gets a token that keeps working", async () => {
    const member = await createMember('together')
    const logins = await Promise.all(
      Array.from({ length: SIMULTANEOUS }, () =>
        requestJson<{ token?: string }>('/api/users/login', {
          method: 'POST',
          headers: fromOwnIp,
          body: JSON.stringify({ username: member.username, password: member.password }),
        }),
      ),
    )
    expect(logins.map((login) => login.httpStatus)).toEqual(Array(SIMULTANEOUS).fill(200))

    const users = await Promise.all(logins.map((login) => me(login.body.token!)))
    expect(users.map((found) => found.body.user?.username)).toEqual(Array(SIMULTANEOUS).fill(member.username))
  })

  it("a staff edit of the member at the moment of the member's logins loses neither", async () => {
    const member = await createMember('together')
    const [edit, ...logins] = await Promise.all([
      requestJson(`/api/users/${member.id}`, { method: 'PATCH', headers: bearer(await adminLogin()), body: JSON.stringify({ name: '동시수정' }) }),
      ...Array.from({ length: SIMULTANEOUS }, () =>
        v1<SignInData>('/auth/login', { method: 'POST', headers: fromOwnIp, body: JSON.stringify({ login_id: member.username, password: member.password }) }),
      ),
    ])
    expect(edit.httpStatus).toBe(200)

    const pages = await Promise.all(logins.map((login) => v1<{ user_nm: string }>('/mypage/myPage', { headers: bearer(login.body.data!.accessToken) })))
    expect(pages.map((page) => page.httpStatus)).toEqual(Array(SIMULTANEOUS).fill(200))
    const { body } = await requestJson<{ name: string }>(`/api/users/${member.id}`, { headers: bearer(await adminLogin()) })
    expect(body.name).toBe('동시수정')
  })
})
