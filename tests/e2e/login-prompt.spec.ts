import { expect, test } from '../helpers/e2e-test'
import { seedPassword } from '../../seed/data/accounts'

test('a guest meets 글쓰기, logs in through the modal and comes back to the board to write', async ({ page }) => {
  await page.goto('/cooperation/collabo')
  await page.getByRole('button', { name: '글쓰기' }).click()
  const prompt = page.getByRole('dialog', { name: '로그인이 필요합니다' })
  await expect(prompt).toBeVisible()

  await prompt.getByRole('button', { name: '취소' }).click()
  await expect(prompt).toBeHidden()
  await expect(page).toHaveURL(/\/cooperation\/collabo$/)

  await page.getByRole('button', { name: '글쓰기' }).click()
  await prompt.getByRole('button', { name: '로그인' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcooperation%2Fcollabo/)
  const form = page.getByRole('form', { name: '회원 로그인' })
  await form.getByLabel('아이디', { exact: true }).fill('member2')
  await form.getByLabel('비밀번호', { exact: true }).fill(seedPassword)
  await form.getByRole('button', { name: '로그인' }).click()

  await expect(page).toHaveURL(/\/cooperation\/collabo$/)
  await page.getByRole('link', { name: '글쓰기' }).click()
  await expect(page).toHaveURL(/\/cooperation\/collaboWrite/)
  await expect(page.getByRole('textbox', { name: /^제목/ })).toBeVisible()
})
