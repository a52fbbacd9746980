import { expect, test } from '../helpers/e2e-test'
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
  // The footer names the number twice: in its help links (전화 문의) and in the address lines.
  await expect(visitor.locator('footer').getByRole('link', { name: '044-860-2024', exact: true })).toBeVisible()
  await expect(visitor.locator('footer').getByRole('link', { name: '전화 문의 044-860-2024' })).toBeVisible()

  await phone.fill(original)
  await page.getByRole('button', { name: '저장' }).click()
  await expect(page.getByText(/성공적으로|저장되었습니다|업데이트/).first()).toBeVisible()
})

test('a staff browser signed into /admin sees the notice board as the public does: no drafts', async ({ page }) => {
  await submitAdminLogin(page, staffLogin)
  await expect(page.getByRole('heading', { name: '정보광장' })).toBeVisible()
  await page.goto(`/infoPlaza/notice?searchType=title&searchKeyword=${encodeURIComponent(seedFacts.draftTitlePrefix)}`)
  await expect(page.getByText('총 0건')).toBeVisible()
  await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible()
})

test('the admin shows the university, not Payload, and counts every collection on the dashboard', async ({ page }) => {
  await page.goto('/admin/login')
  await expect(page.getByText('포털 관리자')).toBeVisible()
  await expect(page.getByText('산학협력단', { exact: true })).toBeVisible()
  await submitAdminLogin(page, staffLogin)
  await expect(page.getByRole('heading', { name: '컬렉션별 문서 수' })).toBeVisible()
  const notices = page.getByRole('list', { name: '정보광장' }).getByRole('link', { name: /^공지사항 \d+건 · 임시저장 \d+$/ })
  await expect(notices).toBeVisible()
  await notices.click()
  await expect(page).toHaveURL(/\/admin\/collections\/notices/)
})
