import crypto from 'node:crypto'
import { expect, type Page, test } from '../helpers/e2e-test'
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose'
import { E2E_PAYLOAD_SECRET } from '../../playwright.config'
import { memberLogin } from '../helpers/accounts'

const AUTH_STORAGE_KEY = 'sanhak-portal.auth'

const loginForm = (page: Page) => page.getByRole('form', { name: '회원 로그인' })

const logIn = async (page: Page, { username, password }: { username: string; password: string } = memberLogin) => {
  const form = loginForm(page)
  await form.getByLabel('아이디', { exact: true }).fill(username)
  await form.getByLabel('비밀번호', { exact: true }).fill(password)
  await form.getByRole('button', { name: '로그인' }).click()
}

const header = (page: Page) => page.locator('header').first()

/** The stored access token, re-signed as the server would but with its expiry in the past. */
const expireStoredToken = async (page: Page) => {
  const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)) ?? '{}')
  const token = stored.accessToken as string
  const key = new TextEncoder().encode(crypto.createHash('sha256').update(E2E_PAYLOAD_SECRET).digest('hex').slice(0, 32))
  const expired = await new SignJWT({ ...decodeJwt(token), exp: Math.floor(Date.now() / 1000) - 60 })
    .setProtectedHeader({ ...decodeProtectedHeader(token), alg: 'HS256' })
    .sign(key)
  await page.evaluate(
    ([storageKey, value]) => localStorage.setItem(storageKey!, value!),
    [AUTH_STORAGE_KEY, JSON.stringify({ ...stored, accessToken: expired })],
  )
  return expired
}

const countRefreshes = (page: Page) => {
  const calls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/auth/refresh') calls.push(request.method())
  })
  return calls
}

test('a member logs in and the header greets them with 로그아웃 and 마이페이지', async ({ page }) => {
  await page.goto('/login')
  await logIn(page)
  await expect(page).toHaveURL(/:\d+\/$/)
  await expect(header(page).getByText('김민준님')).toBeVisible()
  await expect(header(page).getByRole('button', { name: '로그아웃' })).toBeVisible()
  await expect(header(page).getByRole('link', { name: '마이페이지' })).toBeVisible()
})

test('logging out goes to /login and the header offers 로그인 again', async ({ page }) => {
  await page.goto('/login')
  await logIn(page)
  // The header greets the member before the login page moves on home, and the move closed a modal opened meanwhile.
  await expect(page).toHaveURL(/:\d+\/$/)
  await expect(header(page).getByText('김민준님')).toBeVisible()
  await header(page).getByRole('button', { name: '로그아웃' }).click()
  // The modal asks first; 취소 keeps the sign-in.
  const confirm = page.getByRole('dialog', { name: '로그아웃' })
  await confirm.getByRole('button', { name: '취소' }).click()
  await expect(header(page).getByText('김민준님')).toBeVisible()
  await header(page).getByRole('button', { name: '로그아웃' }).click()
  await confirm.getByRole('button', { name: '로그아웃' }).click()
  await expect(page).toHaveURL(/:\d+\/login$/)
  await expect(header(page).getByRole('link', { name: '로그인' })).toBeVisible()
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'portal_session' && cookie.value)).toBe(false)
})

test('a wrong login is explained in Korean next to the form', async ({ page }) => {
  await page.goto('/login')
  await logIn(page, { username: 'nobody99', password: 'wrong-password1!' })
  await expect(loginForm(page).getByRole('alert')).toHaveText('아이디 또는 비밀번호가 올바르지 않습니다.')
  await expect(page).toHaveURL(/:\d+\/login$/)
})

test('empty fields are named before anything is sent', async ({ page }) => {
  await page.goto('/login')
  await loginForm(page).getByRole('button', { name: '로그인' }).click()
  await expect(loginForm(page).getByText('아이디를 입력해 주세요.')).toBeVisible()
  await expect(loginForm(page).getByText('비밀번호를 입력해 주세요.')).toBeVisible()
})

test('아이디 저장 fills the id in again on the next visit', async ({ page }) => {
  await page.goto('/login')
  await loginForm(page).getByLabel('아이디 저장').check()
  await logIn(page)
  await expect(page).toHaveURL(/:\d+\/$/)
  await header(page).getByRole('button', { name: '로그아웃' }).click()
  await page.getByRole('dialog', { name: '로그아웃' }).getByRole('button', { name: '로그아웃' }).click()
  await expect(page).toHaveURL(/:\d+\/login$/)
  await page.reload()
  await expect(loginForm(page).getByLabel('아이디', { exact: true })).toHaveValue('member1')
  await expect(loginForm(page).getByLabel('아이디 저장')).toBeChecked()
})

test('the login page links to 아이디 찾기, 비밀번호 찾기 and 회원가입', async ({ page }) => {
  await page.goto('/login')
  const links = page.getByRole('navigation', { name: '계정 찾기와 회원가입' })
  await expect(links.getByRole('link', { name: '아이디 찾기' })).toHaveAttribute('href', '/login/findId01')
  await expect(links.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', '/login/findPw01')
  await expect(links.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/join')
})

test('a guest opening a my-page link logs in and comes back to it; a member opening /login is sent on', async ({ page }) => {
  await page.goto('/myPage/equ')
  await expect(page).toHaveURL(/\/login\?redirect=%2FmyPage%2Fequ$/)
  await logIn(page)
  await expect(page).toHaveURL(/:\d+\/myPage\/equ$/)

  await page.goto('/login')
  await expect(page).toHaveURL(/:\d+\/$/)
})

test('an expired access token is renewed once with the refresh cookie and the page carries on', async ({ page }) => {
  await page.goto('/login?redirect=/myPage/equ')
  await logIn(page)
  await expect(page).toHaveURL(/:\d+\/myPage\/equ$/)
  const expired = await expireStoredToken(page)
  const refreshes = countRefreshes(page)

  await page.reload()
  await expect(header(page).getByText('김민준님')).toBeVisible()
  await expect(page).toHaveURL(/:\d+\/myPage\/equ$/)
  expect(refreshes).toEqual(['POST'])
  const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)) ?? '{}')
  expect(stored.accessToken).not.toBe(expired)
  expect(decodeJwt(stored.accessToken).exp! * 1000).toBeGreaterThan(Date.now())
})

test('an expired access token without a refresh cookie ends at /login', async ({ page }) => {
  await page.goto('/login?redirect=/myPage/equ')
  await logIn(page)
  await expect(page).toHaveURL(/:\d+\/myPage\/equ$/)
  await expireStoredToken(page)
  await page.context().clearCookies()

  await page.reload()
  await expect(page).toHaveURL(/\/login\?redirect=%2FmyPage%2Fequ$/)
  await expect(header(page).getByRole('link', { name: '로그인' })).toBeVisible()
})

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the drawer greets the member by name and logs out to /login', async ({ page }) => {
    await page.goto('/login')
    await logIn(page)
    await expect(page).toHaveURL(/:\d+\/$/)
    await expect(page.getByRole('heading', { name: '새솔대학교 산학협력단 포털 홈' })).toBeVisible()
    await page.getByRole('button', { name: '전체메뉴 열기' }).click()
    const drawer = page.getByRole('dialog', { name: '전체메뉴' })
    await expect(drawer.getByText('김민준님, 안녕하세요.')).toBeVisible()
    await drawer.getByRole('button', { name: '로그아웃' }).click()
    await page.getByRole('dialog', { name: '로그아웃' }).getByRole('button', { name: '로그아웃' }).click()
    await expect(page).toHaveURL(/:\d+\/login$/)
    await page.getByRole('button', { name: '전체메뉴 열기' }).click()
    await expect(page.getByRole('dialog').getByRole('link', { name: '로그인' })).toBeVisible()
  })
})
