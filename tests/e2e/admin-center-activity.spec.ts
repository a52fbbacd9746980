import { expect, test, waitForApp } from '../helpers/e2e-test'
import { staffLogin } from '../helpers/accounts'
import { submitAdminLogin } from '../helpers/admin-login'
import { writeAdminPost } from '../helpers/admin-post'

test('staff post a centre activity with its photo in /admin and visitors find it on 지역협력 활동 and open it', async ({ page, browser }) => {
  const title = `지역 기업 현장 간담회 ${Date.now().toString(36)}`

  await submitAdminLogin(page, staffLogin)
  await expect(page.getByRole('heading', { name: '기업지역센터', exact: true })).toBeVisible()
  await writeAdminPost(page, 'center-activities', { title, body: '지역 기업 대표들과 현장의 애로사항을 나누었습니다.' })
  await page.locator('#field-image').getByRole('button', { name: '기존 항목 중 선택' }).click()
  const drawer = page.getByRole('dialog')
  await drawer.locator('tbody tr').first().getByRole('button').first().click()
  await expect(drawer).toBeHidden()
  await page.getByRole('button', { name: '변경 사항 게시' }).click()
  await expect(page.getByText('상태: 게시됨')).toBeVisible()

  const visitor = await browser.newPage()
  await visitor.goto('/corporateCenter/activity')
  await waitForApp(visitor)
  const card = visitor.getByRole('link', { name: new RegExp(title) })
  // The photo, not the card's "N" (새 글) mark, which is an image to assistive technology too.
  await expect(card.locator('img')).toBeVisible()
  await card.click()
  await expect(visitor).toHaveURL(/\/corporateCenter\/activityDetail\?id=\d+/)
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible()
  await expect(visitor.getByText('지역 기업 대표들과 현장의 애로사항을 나누었습니다.')).toBeVisible()
  await expect(visitor.getByRole('navigation', { name: '기업지역센터 하위 메뉴' }).getByRole('link', { name: '지역협력 활동' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})
