import { expect, test } from '../helpers/e2e-test'

test('the header search counts every type as the keyword is typed and opens a result', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: '통합검색 열기' }).first().click()
  const dialog = page.getByRole('dialog', { name: '통합검색' })
  await dialog.getByLabel('통합검색 키워드').fill('분석')
  const type = dialog.getByLabel('검색 대상')
  await expect(type.locator('option', { hasText: /^공동장비 \(\d+\)$/ })).toHaveCount(1)
  // The travel side's types are searched too (the description's 관광지 and 패스).
  await expect(type.locator('option', { hasText: /^관광지 \(\d+\)$/ })).toHaveCount(1)
  await expect(type.locator('option', { hasText: /^패스 \(\d+\)$/ })).toHaveCount(1)
  await type.selectOption({ label: (await type.locator('option', { hasText: /^공동장비/ }).textContent())! })
  await dialog.getByRole('button', { name: '검색' }).click()

  await expect(page).toHaveURL(/\/search\?search=.+&type=equipment/)
  await expect(page.getByRole('tab', { name: /^공동장비 \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true')
  const results = page.getByRole('list', { name: '공동장비 검색 결과' })
  await expect(results.locator('mark', { hasText: '분석' }).first()).toBeVisible()
  const first = results.getByRole('link').first()
  const name = (await first.textContent())!
  await first.click()
  await expect(page).toHaveURL(/\/cooperation\/equ\?id=\d+/)
  await expect(page.getByRole('dialog').getByText(name).first()).toBeVisible()
})

test('the 전체 tab previews each type with its count and leads to the type’s own pages', async ({ page }) => {
  await page.goto(`/search?search=${encodeURIComponent('산학협력')}`)
  const notices = page.getByRole('region', { name: /^공지사항 \(\d+\)$/ })
  await expect(notices.getByRole('list', { name: '공지사항 검색 결과' }).getByRole('listitem')).toHaveCount(3)
  await notices.getByRole('button', { name: '공지사항 검색 결과 더보기' }).click()
  await expect(page).toHaveURL(/type=notice/)
  await expect(page.getByRole('list', { name: '공지사항 검색 결과' }).getByRole('listitem')).toHaveCount(10)
  await page.getByRole('button', { name: '2 페이지' }).click()
  await expect(page).toHaveURL(/pageNum=2/)
  await expect(page.getByRole('list', { name: '공지사항 검색 결과' }).getByRole('listitem').first()).toBeVisible()
})
