import { describe, expect, it } from 'vitest'
import type { SignInData } from '../../contract/auth'
import { bearer, refreshCookieOf, v1 } from '../helpers/api'
import { createMember, type TestMember } from '../helpers/members'
import { apiTestEnv } from '../helpers/portal-process'

/** From an address of its own, so these logins leave loopback's login budget to the other files. */
const fromOwnIp = { 'X-Forwarded-For': '198.51.100.21' }

type Client = { cookie: string; accessToken: string }

const signIn = async (member: TestMember): Promise<Client> => {
  const { body, headers } = await v1<SignInData>('/auth/login', {
    method: 'POST',
    headers: fromOwnIp,
    body: JSON.stringify({ login_id: member.username, password: member.password, autoLogin: true }),
  })
  return { cookie: refreshCookieOf(headers)!, accessToken: body.data!.accessToken }
}

const refresh = (cookie: string) => v1<SignInData>('/auth/refresh', { method: 'POST', headers: { Cookie: cookie } })

/** One refresh as the SPA does it: the new access token, and the refresh cookie that replaced the old one. */
const renew = async (client: Client): Promise<Client> => {
  const { httpStatus, body, headers } = await refresh(client.cookie)
  expect(httpStatus).toBe(200)
  return { cookie: refreshCookieOf(headers)!, accessToken: body.data!.accessToken }
}

const reads = async (accessToken: string) => (await v1('/mypage/myPage', { headers: bearer(accessToken) })).httpStatus

const graceMs = Number(apiTestEnv.REFRESH_REUSE_GRACE_SECONDS) * 1000

describe('a sign-in and the tokens it issues', () => {
  it('logout ends every access token of the sign-in at once, also those minted by refreshes', async () => {
    const first = await signIn(await createMember('logoutall'))
    const second = await renew(first)
    const third = await renew(second)
    expect(await reads(second.accessToken)).toBe(200)

    const out = await v1('/auth/logout', { method: 'POST', headers: { Cookie: third.cookie, ...bearer(third.accessToken) } })
    expect(out.httpStatus).toBe(200)
    for (const token of [first.accessToken, second.accessToken, third.accessToken]) expect(await reads(token)).toBe(401)
    expect((await refresh(third.cookie)).httpStatus).toBe(401)
  })

  it('logout with only an access token minted by a refresh still ends the whole sign-in', async () => {
    const first = await signIn(await createMember('logouttoken'))
    const second = await renew(first)
    await v1('/auth/logout', { method: 'POST', headers: bearer(second.accessToken) })
    expect(await reads(first.accessToken)).toBe(401)
    expect((await refresh(second.cookie)).httpStatus).toBe(401)
  })

  it('each refresh replaces the refresh cookie with a new one', async () => {
    const first = await signIn(await createMember('rotate'))
    const second = await renew(first)
    expect(second.cookie).not.toBe(first.cookie)
    expect((await refresh(second.cookie)).httpStatus).toBe(200)
  })

  it('a second tab refreshing with the same cookie at the same moment gets a working token', async () => {
    const first = await signIn(await createMember('twintab'))
    const second = await renew(first)
    const twin = await refresh(first.cookie)
    expect(twin.httpStatus).toBe(200)
    expect(refreshCookieOf(twin.headers)).toBeNull()
    expect(await reads(twin.body.data!.accessToken)).toBe(200)
    expect((await refresh(second.cookie)).httpStatus).toBe(200)
  })

  it('a used refresh token presented again later is taken as stolen and ends the whole sign-in', async () => {
    const first = await signIn(await createMember('stolen'))
    const second = await renew(first)
    await new Promise((resolve) => setTimeout(resolve, graceMs + 500))

    expect((await refresh(first.cookie)).httpStatus).toBe(401)
    expect(await reads(second.accessToken)).toBe(401)
    expect((await refresh(second.cookie)).httpStatus).toBe(401)
  })

  it.each([
    [
      'a password change',
      (member: TestMember, accessToken: string) =>
        v1('/mypage/change-password', {
          method: 'POST',
          headers: bearer(accessToken),
          body: JSON.stringify({ currentPassword: member.password, newPassword: 'changed12!', newPasswordConfirm: 'changed12!' }),
        }),
    ],
    [
      'a withdrawal',
      (member: TestMember, accessToken: string) =>
        v1('/mypage/sign-out', {
          method: 'PATCH',
          headers: bearer(accessToken),
          body: JSON.stringify({ password: member.password, reasonType: 'rarely-used', reason: '' }),
        }),
    ],
  ])('%s ends the access tokens minted by refreshes too', async (_what, end) => {
    const member = await createMember('endall')
    const first = await signIn(member)
    const second = await renew(first)
    expect((await end(member, second.accessToken)).httpStatus).toBe(200)
    expect(await reads(first.accessToken)).toBe(401)
    expect(await reads(second.accessToken)).toBe(401)
    expect((await refresh(second.cookie)).httpStatus).toBe(401)
  })
})
