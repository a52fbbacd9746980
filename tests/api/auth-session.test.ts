import crypto from 'node:crypto'
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignInData } from '../../contract/auth'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { bearer, loginToken, requestJson, v1 } from '../helpers/api'
import { apiTestEnv } from '../helpers/portal-process'

const expiredMessage = '로그인이 만료되었습니다. 다시 로그인해 주세요.'

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  v1<SignInData>(path, { method: 'POST', body: JSON.stringify(body), headers })

const login = (login_id: string, password: string, headers: Record<string, string> = {}) => post('/auth/login', { login_id, password }, headers)

/** "name=value" of a Set-Cookie header, ready for a Cookie request header. */
const cookiePair = (headers: Headers, name: string) => {
  const line = headers.getSetCookie().find((value) => value.startsWith(`${name}=`))
  if (!line) throw new Error(`no ${name} cookie`)
  return line.split(';')[0]!
}

const me = (token: string) => requestJson<{ user: { username: string } | null }>('/api/users/me', { headers: { Authorization: `Bearer ${token}` } })

/** Accounts of their own, so locking one never disturbs the seed logins other test files use. */
const createMember = async (username: string) => {
  const adminToken = await loginToken(seedUsernames.admin, seedPassword)
  const { httpStatus } = await requestJson('/api/users', {
    method: 'POST',
    headers: bearer(adminToken),
    body: JSON.stringify({
      username,
      password: seedPassword,
      email: `${username}@example.com`,
      name: '세션시험',
      memberClass: 'general',
      role: 'member',
      status: 'active',
    }),
  })
  if (httpStatus !== 201) throw new Error(`could not create ${username}: ${httpStatus}`)
}

/** The same token with other claims, signed as Payload signs: with the first 32 hex chars of sha256(PAYLOAD_SECRET). */
const resign = (token: string, claims: { exp: number }) =>
  new SignJWT({ ...decodeJwt(token), ...claims })
    .setProtectedHeader({ ...decodeProtectedHeader(token), alg: 'HS256' })
    .sign(new TextEncoder().encode(crypto.createHash('sha256').update(apiTestEnv.PAYLOAD_SECRET).digest('hex').slice(0, 32)))

describe('POST /api/v1/auth/login', () => {
  beforeAll(async () => {
    await createMember('sessionwrong')
    await createMember('sessionlock')
  })

  it('answers a token and the user, and sets an HttpOnly SameSite=Lax refresh cookie', async () => {
    const { httpStatus, body, headers } = await login(seedUsernames.member1, seedPassword)
    expect(httpStatus).toBe(200)
    expect(body.data?.userInfo).toEqual({ login_id: 'member1', user_nm: '김민준', role: 'member' })
    expect(body.data?.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)

    const cookies = headers.getSetCookie()
    const refresh = cookies.find((value) => value.startsWith('portal_refresh='))
    const hint = cookies.find((value) => value.startsWith('portal_session='))
    expect(refresh).toMatch(/HttpOnly/i)
    expect(refresh).toMatch(/SameSite=Lax/i)
    expect(refresh).toMatch(/Path=\/api\/v1\/auth/i)
    expect(hint).toMatch(/SameSite=Lax/i)
    expect(hint).not.toMatch(/HttpOnly/i)
  })

  it('tells a wrong password in Korean with the attempts used', async () => {
    const { httpStatus, body } = await login('sessionwrong', 'not-the-password1!')
    expect(httpStatus).toBe(401)
    expect(body.status.message).toBe('아이디 또는 비밀번호가 올바르지 않습니다. (비밀번호 1회 오류 · 5회 오류 시 10분간 로그인이 제한됩니다)')
  })

  it('locks the account for 10 minutes after 5 wrong passwords, even against the right one', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await login('sessionlock', 'not-the-password1!')
    const { httpStatus, body } = await login('sessionlock', seedPassword)
    expect(httpStatus).toBe(423)
    expect(body.status.message).toMatch(/^비밀번호를 5회 잘못 입력하여 로그인이 제한되었습니다\. (10|9)분 후에 다시 시도해 주세요\.$/)
  })
})

describe('POST /api/v1/auth/refresh and /logout', () => {
  it('gives a new working access token for the refresh cookie', async () => {
    const { headers } = await login(seedUsernames.member2, seedPassword)
    const { httpStatus, body } = await post('/auth/refresh', undefined, { Cookie: cookiePair(headers, 'portal_refresh') })
    expect(httpStatus).toBe(200)
    expect(body.data?.userInfo.login_id).toBe('member2')
    expect((await me(body.data!.accessToken)).body.user?.username).toBe('member2')
  })

  it('answers 401 with the expired message without a refresh cookie', async () => {
    const { httpStatus, body } = await post('/auth/refresh', undefined)
    expect(httpStatus).toBe(401)
    expect(body.status.message).toBe(expiredMessage)
  })

  it('revokes the refresh cookie and the access token on logout', async () => {
    const { body: signedIn, headers } = await login(seedUsernames.member2, seedPassword)
    const accessToken = signedIn.data!.accessToken
    const cookie = cookiePair(headers, 'portal_refresh')
    expect((await me(accessToken)).body.user?.username).toBe('member2')

    const loggedOut = await post('/auth/logout', undefined, { Cookie: cookie, Authorization: `Bearer ${accessToken}` })
    expect(loggedOut.httpStatus).toBe(200)
    expect(loggedOut.headers.getSetCookie().some((value) => /^portal_refresh=;.*Expires=Thu, 01 Jan 1970/i.test(value))).toBe(true)

    const refreshed = await post('/auth/refresh', undefined, { Cookie: cookie })
    expect(refreshed.httpStatus).toBe(401)
    expect((await me(accessToken)).body.user).toBeNull()
  })
})

describe('an expired access token', () => {
  it('is refused although validly signed, while the same claims unexpired are accepted', async () => {
    const { body } = await login(seedUsernames.member1, seedPassword)
    const token = body.data!.accessToken
    const now = Math.floor(Date.now() / 1000)
    expect((await me(await resign(token, { exp: now + 600 }))).body.user?.username).toBe('member1')
    expect((await me(await resign(token, { exp: now - 60 }))).body.user).toBeNull()
  })
})
