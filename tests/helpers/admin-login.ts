import type { Page } from '@playwright/test'

/** Fills and sends Payload's login form at /admin/login; what follows is the test's to check. */
export const submitAdminLogin = async (page: Page, { username, password }: { username: string; password: string }) => {
  await page.goto('/admin/login')
  await page.getByLabel('아이디').fill(username)
  await page.getByLabel('비밀번호').fill(password)
  await page.getByRole('button', { name: '로그인' }).click()
}
