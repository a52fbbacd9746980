import fs from 'node:fs'
import { expect, test } from '../helpers/e2e-test'
import { seedPassword } from '../../seed/data/accounts'
import { createMember, logInAs } from '../helpers/e2e-session'

test('a member downloads their data after the password and sees their consents (issue 29 §3)', async ({ page }) => {
  const loginId = await createMember(page.request, 'mde')
  await logInAs(page, loginId)

  await page.goto('/myPage/myInfo')
  await expect(page).toHaveURL(/\/myPage\/info\?next=myInfo$/)
  await page.getByRole('textbox', { name: '비밀번호' }).fill(seedPassword)
  await page.getByRole('button', { name: '확인' }).click()
  await expect(page).toHaveURL(/\/myPage\/myInfo$/)

  // The admin made this member, so no join left a consent: the terms in force are offered.
  const consents = page.getByRole('region', { name: '약관 동의 내역' })
  await expect(consents.getByText('기록된 동의 내역이 없습니다.')).toBeVisible()
  await consents
    .getByRole('button', { name: /에 동의$/ })
    .first()
    .click()
  await expect(consents.getByRole('row')).toHaveCount(2)
  await expect(consents.getByRole('row').nth(1)).toContainText('개정 약관 동의')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'JSON 파일' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{8}\.json$/)
  const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8')) as { loginId: string; consents: { sourceLabel: string }[] }
  expect(data.loginId).toBe(loginId)
  expect(data.consents.map((entry) => entry.sourceLabel)).toEqual(['개정 약관 동의'])
  await expect(page.getByText('내 정보 파일을 내려받았습니다.')).toBeVisible()
})
