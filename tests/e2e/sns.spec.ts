import crypto from 'node:crypto'
import { type APIRequestContext, expect, test } from '../helpers/e2e-test'
import type { SignInData, SnsAuthorizeData } from '../../contract/auth'
import type { ApiEnvelope } from '../../contract/envelope'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'

const providers = [
  { provider: 'kakao', name: '카카오', callback: /\/login\/snsKakao/ },
  { provider: 'naver', name: '네이버', callback: /\/login\/snsNaver/ },
  { provider: 'google', name: '구글', callback: /\/login\/snsGoogle/ },
] as const

type Provider = (typeof providers)[number]['provider']

const newSubject = (provider: Provider) =>
  provider === 'kakao' ? String(crypto.randomInt(1_000_000_000, 9_999_999_999)) : `${provider}-${crypto.randomUUID()}`

/** A fresh member made by the admin through Payload REST. */
const createMember = async (request: APIRequestContext, prefix: string) => {
  const username = `${prefix}${Date.now().toString(36)}${crypto.randomInt(1000)}`
  const member = { username, email: `${username}@example.com`, name: '간편회원', password: 'portal1234!' }
  const login = await request.post('/api/users/login', { data: { username: seedUsernames.admin, password: seedPassword } })
  const { token } = (await login.json()) as { token: string }
  const created = await request.post('/api/users', {
    headers: { Authorization: `JWT ${token}` },
    data: { ...member, memberClass: 'general', role: 'member', status: 'active' },
  })
  expect(created.status()).toBe(201)
  return member
}

const authorizeUrl = async (request: APIRequestContext, provider: Provider, query: string, headers: Record<string, string> = {}) => {
  const response = await request.get(`/api/v1/auth/sns/${provider}/authorize${query}`, { headers })
  expect(response.status()).toBe(200)
  return ((await response.json()) as ApiEnvelope<SnsAuthorizeData>).data!.url
}

/**
 * Naver's e-mail never counts as verified, so its identity is linked beforehand the way a member
 * links one from my-page: authorize in link mode, consent at the stand-in, post the code back.
 */
const linkIdentity = async (request: APIRequestContext, provider: Provider, member: { username: string; password: string }, sub: string) => {
  const login = await request.post('/api/v1/auth/login', { data: { login_id: member.username, password: member.password } })
  const { accessToken } = ((await login.json()) as ApiEnvelope<SignInData>).data!
  const url = await authorizeUrl(request, provider, '?mode=link', { Authorization: `Bearer ${accessToken}` })
  const consent = await request.post(url, { form: { sub, decision: 'approve' }, maxRedirects: 0 })
  const back = new URL(consent.headers().location!)
  const linked = await request.post(`/api/v1/auth/sns/${provider}/callback`, {
    data: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  })
  expect(await linked.json()).toMatchObject({ data: { result: 'linked' } })
}

for (const { provider, name, callback } of providers) {
  test.describe(`${name} 간편 로그인`, () => {
    test('a member signs in through the consent page and lands on the success page, logged in', async ({ page, request }) => {
      const member = await createMember(request, `e2e${provider}`)
      const sub = newSubject(provider)
      if (provider === 'naver') await linkIdentity(request, provider, member, sub)

      const callbackPosts: string[] = []
      page.on('request', (sent) => {
        if (sent.method() === 'POST' && sent.url().includes(`/auth/sns/${provider}/callback`)) callbackPosts.push(sent.url())
      })
      await page.goto('/login?redirect=/infoPlaza/notice')
      await page.getByRole('button', { name: `${name} 로그인` }).click()
      await expect(page.getByRole('heading', { name: new RegExp(`${name} 로그인 동의`) })).toBeVisible()
      await page.getByLabel('식별값').fill(sub)
      await page.getByLabel('이메일', { exact: true }).fill(member.email)
      await page.getByLabel('이름').fill(member.name)
      await page.getByLabel('이메일 인증 여부').check()
      await page.getByRole('button', { name: '동의하고 계속하기' }).click()

      await page.waitForURL(callback)
      await expect(page).toHaveURL(/\/login\/snsSuccess\?redirect=/)
      await expect(page.getByRole('heading', { name: `${member.name}님, 환영합니다.` })).toBeVisible()
      await expect(page.getByRole('banner').getByText(`${member.name}님`).first()).toBeVisible()
      expect(callbackPosts).toHaveLength(1)
      await page.getByRole('link', { name: '계속하기' }).click()
      await expect(page).toHaveURL(/\/infoPlaza\/notice$/)
    })

    test('declining consent lands on the failure page with a way back to login', async ({ page }) => {
      await page.goto(await authorizeUrl(page.request, provider, ''))
      await page.getByRole('button', { name: '취소' }).click()
      await expect(page).toHaveURL(/\/login\/snsFail/)
      await expect(page.getByText('간편 로그인 동의가 취소되었습니다.', { exact: false })).toBeVisible()
      await page.getByRole('link', { name: '다시 로그인' }).click()
      await expect(page).toHaveURL(/\/login$/)
    })
  })
}
