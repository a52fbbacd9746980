import { expect, test } from '@playwright/test'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { submitAdminLogin } from '../helpers/admin-login'

/** 개인정보 접속기록 월별 점검 (issue 29 §1): the admin reviews the month, checks the chain and marks it done. */
test('the admin reviews this month of the access log, checks the chain and marks the month 점검 완료', async ({ page }) => {
  await submitAdminLogin(page, { username: seedUsernames.admin, password: seedPassword })
  await expect(page.getByRole('heading', { name: '정보광장' })).toBeVisible()
  // Opening a member's account is personal data handled: it is this month's newest entry.
  await page.goto('/admin/collections/users?where[role][equals]=member')
  await page.getByRole('link', { name: seedUsernames.member1, exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/users\/\d+/)

  await page.getByRole('link', { name: '접속기록 월별 점검' }).click()
  await expect(page.getByRole('heading', { name: '개인정보 접속기록 월별 점검', level: 1 })).toBeVisible()
  await page.getByLabel('처리자 아이디').fill(seedUsernames.admin)
  await page.getByLabel('수행 업무').selectOption({ label: '조회' })
  await page.getByRole('button', { name: '보기', exact: true }).click()
  const entries = page.getByRole('table', { name: /^기록 \d+건$/ })
  await expect(entries.getByRole('row').nth(1)).toContainText('조회')
  await expect(entries.getByRole('row').nth(1)).toContainText('회원 #')
  await expect(page.getByRole('table', { name: '계정별 처리 건수' }).getByRole('rowheader', { name: new RegExp(`^${seedUsernames.admin}`) })).toBeVisible()

  await page.getByRole('button', { name: '연결 검사' }).click()
  await expect(page.getByRole('status')).toHaveText(/^기록 [\d,]+건의 연결이 모두 온전합니다\.$/)

  await page.getByRole('button', { name: '점검 완료' }).click()
  await expect(page.getByText(new RegExp(`^${seedUsernames.admin} 님이 \\d{4}\\.\\d{2}\\.\\d{2} \\d{2}:\\d{2}에 점검을 마쳤습니다\\.$`))).toBeVisible()
  await expect(page.getByRole('button', { name: '점검 완료' })).toHaveCount(0)
})
