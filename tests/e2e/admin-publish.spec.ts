import { expect, test } from '../helpers/e2e-test'
import { memberLogin, staffLogin } from '../helpers/accounts'
import { submitAdminLogin } from '../helpers/admin-login'
import { writeAdminPost } from '../helpers/admin-post'

test('a staff member publishes a notice in /admin and visitors see it on the portal', async ({ page, browser }) => {
  const title = `관리자 화면에서 게시한 공지 ${Date.now()}`

  await submitAdminLogin(page, staffLogin)
  await expect(page.getByRole('heading', { name: '정보광장' })).toBeVisible()

  await writeAdminPost(page, 'notices', { title, body: '관리자 화면에서 작성한 본문입니다.' })
  await page.getByRole('button', { name: '변경 사항 게시' }).click()
  await expect(page.getByText('상태: 게시됨')).toBeVisible()

  const visitor = await browser.newPage()
  await visitor.goto('/infoPlaza/notice')
  await visitor.getByRole('link', { name: title }).click()
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible()
  await expect(visitor.getByText('관리자 화면에서 작성한 본문입니다.')).toBeVisible()
})

test('a member cannot use /admin', async ({ page }) => {
  await submitAdminLogin(page, memberLogin)
  await expect(page.getByText(/권한|허가/).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: '정보광장' })).toHaveCount(0)
})

test('staff read checkbox columns as 예/아니오 and see no API tab', async ({ page }) => {
  await submitAdminLogin(page, staffLogin)
  await expect(page.getByRole('heading', { name: '정보광장' })).toBeVisible()
  await page.goto('/admin/collections/notices')
  const table = page.locator('table')
  await expect(table.getByText('예', { exact: true }).first()).toBeVisible()
  await expect(table.getByText('아니오', { exact: true }).first()).toBeVisible()
  await expect(table.getByText(/^(참|거짓|true|false)$/)).toHaveCount(0)
  await table.locator('tbody a').first().click()
  await expect(page.locator('#field-title')).toBeVisible()
  await expect(page.getByText('API', { exact: true })).toHaveCount(0)
})
