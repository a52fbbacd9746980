import crypto from 'node:crypto'
import { GraphQLClient } from 'graphql-request'
import { describe, expect, it } from 'vitest'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { bearer, loginToken, portalUrl, requestJson } from '../helpers/api'
import { pngBytes } from '../helpers/member-boards'
import { createMember } from '../helpers/members'
import { apiTestEnv } from '../helpers/portal-process'

const tooMany = '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.'
const loginLimit = Number(apiTestEnv.RATE_LIMIT_LOGIN)
const findLimit = Number(apiTestEnv.RATE_LIMIT_FIND)
const certLimit = Number(apiTestEnv.RATE_LIMIT_CERT)

/** Each test acts from addresses of its own (the API test server trusts loopback as its proxy). */
let lastOctet = 0
const newIp = () => `203.0.113.${++lastOctet}`
const from = (ip: string) => ({ 'X-Forwarded-For': ip })

const post = (path: string, body: unknown, ip: string) =>
  requestJson<{ status?: { code: number; message: string }; errors?: { message: string }[] }>(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: from(ip),
  })

/** Spends a budget with calls that change nothing (an account that does not exist, an unknown code). */
const spend = async (times: number, call: () => Promise<unknown>) => {
  for (let sent = 0; sent < times; sent++) await call()
}

const ghost = () => `ghost${crypto.randomUUID().slice(0, 8)}`

describe('the login budget', () => {
  it('answers logins over the limit with 429 in Korean, for that address only', async () => {
    const ip = newIp()
    await spend(loginLimit, () => post('/api/v1/auth/login', { login_id: ghost(), password: 'wrong-pass1!' }, ip))
    const over = await post('/api/v1/auth/login', { login_id: seedUsernames.member1, password: seedPassword }, ip)
    expect(over.httpStatus).toBe(429)
    expect(over.body).toEqual({ status: { code: 429, message: tooMany }, data: null })

    const otherIp = await post('/api/v1/auth/login', { login_id: seedUsernames.member1, password: seedPassword }, newIp())
    expect(otherIp.httpStatus).toBe(200)
  })

  it.each(['/api/v1/auth/%6cogin', '/api/users/%6cogin', '/api/%75sers/login', '/api/users//login', '/api/v1/auth/login/'])(
    'counts %s against the same budget, however the path is spelled',
    async (spelling) => {
      const ip = newIp()
      await spend(loginLimit, () => post('/api/v1/auth/login', { login_id: ghost(), password: 'wrong-pass1!' }, ip))
      const body = spelling.includes('/v1/')
        ? { login_id: seedUsernames.member2, password: seedPassword }
        : { username: seedUsernames.member2, password: seedPassword }
      const over = await post(spelling, body, ip)
      expect(over.httpStatus).toBe(429)
    },
  )

  it('limits one account however many addresses guess at it', async () => {
    const target = ghost()
    await spend(loginLimit, () => post('/api/users/login', { username: target, password: 'wrong-pass1!' }, newIp()))
    const fromFreshAddress = await post('/api/v1/auth/login', { login_id: target, password: 'wrong-pass1!' }, newIp())
    expect(fromFreshAddress.httpStatus).toBe(429)
    expect(fromFreshAddress.body.status?.message).toBe(tooMany)
  })

  it('has no GraphQL login, password-reset or unlock mutations to go around it', async () => {
    const client = new GraphQLClient(`${portalUrl()}/api/graphql`)
    for (const mutation of [
      `mutation { loginUser(username: "${seedUsernames.member1}", password: "${seedPassword}") { token } }`,
      'mutation { forgotPasswordUser(username: "member1") }',
      'mutation { resetPasswordUser(token: "x", password: "y") { token } }',
      'mutation { unlockUser(username: "member1") }',
      'mutation { verifyEmailUser(token: "x") }',
    ]) {
      await expect(client.request(mutation)).rejects.toThrow(/Cannot query field/)
    }
  })
})

describe('the find-account budget', () => {
  it.each([
    ['/api/v1/auth/%66ind-id', { name: '없는사람', email: 'nobody@example.com' }],
    ['/api/v1/auth/%66ind-password', { login_id: 'nobody1', name: '없는사람', email: 'nobody@example.com' }],
    ['/api/users/%66orgot-password', { username: 'nobody1' }],
  ])('counts %s against the budget that find-id spends', async (spelling, body) => {
    const ip = newIp()
    await spend(findLimit, () => post('/api/v1/auth/find-id', { name: '없는사람', email: `${ghost()}@example.com` }, ip))
    const over = await post(spelling, body, ip)
    expect(over.httpStatus).toBe(429)
  })

  it("answers Payload's own reset-password route as unknown: resets go through the portal's limited one", async () => {
    const { httpStatus } = await post('/api/users/reset-password', { token: 'x'.repeat(40), password: 'portal1234!' }, newIp())
    expect(httpStatus).toBe(404)
  })
})

describe('the e-mail code budget', () => {
  it('counts /api/v1/%63ert/send-mail against the budget that the code checks spend', async () => {
    const ip = newIp()
    await spend(certLimit, () => post('/api/v1/cert/check', { email: `${ghost()}@example.com`, code: '000000', purpose: 'join' }, ip))
    const over = await post(`/api/v1/%63ert/send-mail?email=${ghost()}@example.com`, {}, ip)
    expect(over.httpStatus).toBe(429)
    expect(over.body.status?.message).toBe(tooMany)
  })
})

describe('the post-file budget', () => {
  const uploadLimit = Number(apiTestEnv.RATE_LIMIT_UPLOAD)

  const upload = async (token: string, ip: string) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), 'photo.png')
    const response = await fetch(`${portalUrl()}/file/uploadFile?kind=image`, { method: 'POST', body: form, headers: { ...bearer(token), ...from(ip) } })
    return { httpStatus: response.status, body: (await response.json()) as { status: { message: string } } }
  }

  it('refuses a member’s uploads over the limit with 429 in Korean, from any address', async () => {
    const member = await createMember('uploads')
    const token = await loginToken(member.username, member.password)
    await spend(uploadLimit, () => upload(token, newIp()))
    const over = await upload(token, newIp())
    expect(over.httpStatus).toBe(429)
    expect(over.body.status.message).toBe(tooMany)
  })
})
