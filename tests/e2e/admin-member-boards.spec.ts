import { expect, test } from '../helpers/e2e-test'
import { memberLogin, staffLogin } from '../helpers/accounts'
import { submitAdminLogin } from '../helpers/admin-login'

const oldestWaiting = '시제품 신뢰성 시험을 위한 항온항습 챔버 장기 사용 협의'

test('staff see what members wait on, oldest first, and an answer takes the post off the list', async ({ page }) => {
  await submitAdminLogin(page, staffLogin)
  const inbox = page.getByRole('table', { name: /처리를 기다리는 일/ })
  await expect(inbox).toBeVisible()
  await expect(inbox.getByRole('row').nth(1)).toContainText(oldestWaiting)
  // Seeded at 10:00 five calendar days ago, so it has waited four days and some hours, or five.
  await expect(inbox.getByRole('row').nth(1)).toContainText(/[45]일/)
  await expect(inbox).toContainText('소속 기관 변경 후 회원 구분 수정 요청')
  await expect(inbox).not.toContainText('Q&A 게시판 이용 안내')

  await inbox.getByRole('link', { name: oldestWaiting }).click()
  const answer = page.locator('[data-lexical-editor="true"]').nth(1)
  await answer.click()
  await page.keyboard.type('항온항습 챔버는 2주 연속 사용이 가능합니다. 담당자가 협약 조건을 안내해 드리겠습니다.')
  // Payload's rich-text field hands its value to the form in an idle callback (see admin-publish.spec.ts).
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())))
  await page.getByRole('button', { name: '저장' }).click()
  await expect(page.locator('#field-answerState')).toContainText('답변완료', { timeout: 30_000 })

  await page.goto('/admin')
  await expect(page.getByRole('table', { name: /처리를 기다리는 일/ })).not.toContainText(oldestWaiting)
})

test('a member never reaches the inbox', async ({ page }) => {
  await submitAdminLogin(page, memberLogin)
  await expect(page.getByText(/권한|허가/).first()).toBeVisible()
  await expect(page.getByText('처리를 기다리는 일')).toHaveCount(0)
})
