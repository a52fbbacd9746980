import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { SignInData } from '../../contract/auth'
import type { ApiEnvelope } from '../../contract/envelope'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { uniqueBusinessNumber } from './business-number'

/** Where the SPA keeps its session (web/src/lib/auth-store.ts). */
export const AUTH_KEY = 'sanhak-portal.auth'

/**
 * A member of its own, created by the admin through Payload REST, for tests that change the account:
 * a 기업회원 and the 관리자 of a company of its own (기술자문 and 공동기술개발 need one), unless
 * `withCompany` is false.
 */
export const createMember = async (request: APIRequestContext, prefix: string, { withCompany = true }: { withCompany?: boolean } = {}) => {
  const admin = await request.post('/api/users/login', { data: { username: seedUsernames.admin, password: seedPassword } })
  const { token } = (await admin.json()) as { token: string }
  const username = `${prefix}${Date.now().toString(36)}`
  let company: { company: number; companyRole: 'manager' } | object = {}
  if (withCompany) {
    const made = await request.post('/api/companies', {
      headers: { Authorization: `JWT ${token}` },
      data: { name: `새솔테크 ${username}`, businessNumber: uniqueBusinessNumber(), ceo: '한가람', size: 'small' },
    })
    expect(made.status()).toBe(201)
    company = { company: ((await made.json()) as { doc: { id: number } }).doc.id, companyRole: 'manager' }
  }
  const created = await request.post('/api/users', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      username,
      email: `${username}@example.com`,
      password: seedPassword,
      name: '한가람',
      phoneCountry: '+82',
      phone: '010-2222-3333',
      gender: 'female',
      affiliationType: 'company',
      affiliation: '새솔테크',
      memberClass: 'company',
      ...company,
    },
  })
  expect(created.status()).toBe(201)
  return username
}

export const apiLogin = (request: APIRequestContext, loginId: string) =>
  request.post('/api/v1/auth/login', { data: { login_id: loginId, password: seedPassword } })

/** Signs in through the API in the browser's context and hands the session to the SPA's store. */
export const logInAs = async (page: Page, loginId: string) => {
  const response = await apiLogin(page.request, loginId)
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as ApiEnvelope<SignInData>
  await page.goto('/')
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    AUTH_KEY,
    JSON.stringify({ isLogin: true, userInfo: data!.userInfo, accessToken: data!.accessToken }),
  ] as const)
  return data!.accessToken
}
