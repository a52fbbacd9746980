import { expect, test } from '@playwright/test'
import { staffLogin } from '../helpers/accounts'
import { seedFacts } from '../../seed/data/notices'
import { submitAdminLogin } from '../helpers/admin-login'

test('staff rewrite the greeting in /admin, publish it, and the portal shows it', async ({ page, browser }) => {
  const headline = `관리자 화면에서 고친 인사말 머리글 ${Date.now()}`

  await submitAdminLogin(page, staffLogin)
  await expect(page.getByRole('heading', { name: '정보광장' })).toBeVisible()
  await page.goto('/admin/globals/greeting-page')
  await page.locator('#field-headline').fill(headline)
  await page.getByRole('button', { name: '변경 사항 게시' }).click()
  await expect(page.getByText('상태: 게시됨')).toBeVisible()

  const visitor = await browser.newPage()
  await visitor.goto('/intro/intro')
  await expect(visitor.getByText(headline)).toBeVisible()
  await expect(visitor.getByRole('img', { name: '한지훈 산학협력단장' })).toBeVisible()
})

test('staff change the footer phone number in 사이트 설정 and every page shows it', async ({ page, browser }) => {
  await submitAdminLogin(page, staffLogin)
  await expect(page.getByRole('heading', { name: '정보광장' })).toBeVisible()
  await page.goto('/admin/globals/site-settings')
  const phone = page.locator('#field-phone')
  const original = await phone.inputValue()
  await phone.fill('044-860-2024')
  await page.getByRole('button', { name: '저장' }).click()
  await expect(page.getByText(/성공적으로|저장되었습니다|업데이트/).first()).toBeVisible()

  const visitor = await browser.newPage()
  await visitor.goto('/infoPlaza/notice')
  await expect(visitor.locator('footer').getByRole('link', { name: '044-860-2024' })).toBeVisible()

  await phone.fill(original)
  await page.getByRole('button', { name: '저장' }).click()
  await expect(page.getByText(/성공적으로|저장되었습니다|업데이트/).first()).toBeVisible()
})

test('a staff browser signed into /admin sees the notice board as the public does: no drafts', async ({ page }) => {
  await submitAdminLogin(page, staffLogin)
  await expect(page.getByRole('heading', { name: '정보광장' })).toBeVisible()
  await page.goto('/infoPlaza/notice')
  await expect(page.getByText(`총 ${seedFacts.publishedNoticeCount}건`)).toBeVisible()
  await expect(page.getByText(seedFacts.draftTitlePrefix)).toHaveCount(0)
})
