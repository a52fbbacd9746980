import { expect, test } from '../helpers/e2e-test'
import type { ApiEnvelope } from '../../contract/envelope'
import { seedPassword } from '../../seed/data/accounts'
import { AUTH_KEY, apiLogin, createMember, logInAs } from '../helpers/e2e-session'

test('the profile opens after the password gate and a new phone number, proven by its 문자 code, stays saved', async ({ page }) => {
  const loginId = await createMember(page.request, 'mpe')
  await logInAs(page, loginId)

  await page.goto('/myPage/myInfo')
  await expect(page).toHaveURL(/\/myPage\/info\?next=myInfo$/)
  await page.getByRole('textbox', { name: '비밀번호' }).fill('wrong-pass1!')
  await page.getByRole('button', { name: '확인' }).click()
  await expect(page.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible()

  await page.getByRole('textbox', { name: '비밀번호' }).fill(seedPassword)
  await page.getByRole('button', { name: '확인' }).click()
  await expect(page).toHaveURL(/\/myPage\/myInfo$/)
  await expect(page.getByRole('textbox', { name: '아이디', exact: true })).toHaveValue(loginId)
  await expect(page.getByRole('textbox', { name: '이름', exact: true })).toHaveValue('한가람')
  await expect(page.getByRole('timer')).toContainText(/\d{2}:\d{2} 후 비밀번호를 다시 확인합니다/)

  await page.getByLabel('휴대폰 번호 가운데 자리').fill('12')
  await page.getByRole('button', { name: '저장' }).click()
  await expect(page.getByRole('status').filter({ hasText: '휴대폰 번호가 유효하지 않습니다.' })).toBeVisible()

  // A number of the run's own, so the newest 문자 to it is this test's.
  const last = String(Date.now() % 10_000).padStart(4, '0')
  await page.getByLabel('휴대폰 번호 가운데 자리').fill('8765')
  await page.getByLabel('휴대폰 번호 끝자리').fill(last)
  await page.getByRole('button', { name: '저장' }).click()
  await expect(page.getByRole('status').filter({ hasText: '휴대폰 번호를 바꾸려면 인증번호 확인을 먼저 완료해 주세요.' })).toBeVisible()

  await page.getByRole('button', { name: '인증번호 받기' }).click()
  await expect(page.getByText(`010-8765-${last}(으)로 인증번호 문자를 보냈습니다.`)).toBeVisible()
  const sent = (await (await page.request.get(`/dev/phone/messages?to=0108765${last}`)).json()) as { messages: { text: string }[] }
  const code = /\b(\d{6})\b/.exec(sent.messages[0]!.text)![1]!
  await page.getByRole('textbox', { name: '인증번호' }).fill(code)
  await page.getByRole('button', { name: '확인', exact: true }).click()
  await expect(page.getByText('휴대폰 번호를 인증하고 저장했습니다.')).toBeVisible()
  await expect(page.getByText(/인증된 번호입니다/)).toBeVisible()

  await page.reload()
  await expect(page).toHaveURL(/\/myPage\/myInfo$/)
  await expect(page.getByLabel('휴대폰 번호 가운데 자리')).toHaveValue('8765')
  await expect(page.getByLabel('휴대폰 번호 끝자리')).toHaveValue(last)
  await expect(page.getByText(/인증된 번호입니다/)).toBeVisible()
})

test('회원정보 opens the profile detail after the password, masked, with 회원정보 수정 and 비밀번호 변경', async ({ page }) => {
  const loginId = await createMember(page.request, 'mpd')
  await logInAs(page, loginId)

  await page.goto('/myPage/InfoDetail')
  await expect(page).toHaveURL(/\/myPage\/info$/)
  await page.getByRole('textbox', { name: '비밀번호' }).fill(seedPassword)
  await page.getByRole('button', { name: '확인' }).click()
  await expect(page).toHaveURL(/\/myPage\/InfoDetail$/)

  const profile = page.getByRole('table', { name: '회원정보' })
  await expect(profile.getByRole('row', { name: /^아이디/ })).toContainText(loginId)
  await expect(profile.getByRole('row', { name: /^이메일/ })).toContainText(/[a-z0-9]{2}\*+@/)
  await expect(profile.getByRole('row', { name: /^휴대폰 번호/ })).toContainText('010-****-3333')
  await expect(profile).not.toContainText('2222')
  await expect(page.getByRole('timer')).toContainText(/\d{2}:\d{2} 후 비밀번호를 다시 확인합니다/)

  await page.getByRole('link', { name: '회원정보 수정' }).click()
  await expect(page).toHaveURL(/\/myPage\/myInfo$/)
  await expect(page.getByRole('textbox', { name: '아이디', exact: true })).toHaveValue(loginId)
  await page.getByRole('link', { name: '비밀번호 변경' }).click()
  await expect(page).toHaveURL(/\/myPage\/changePassword$/)
  await expect(page.getByLabel('현재 비밀번호')).toBeVisible()
})

test('a member withdraws in the browser and can no longer log in', async ({ page }) => {
  const loginId = await createMember(page.request, 'mpw')
  await logInAs(page, loginId)

  await page.goto('/mypage/secession')
  await page.getByRole('button', { name: '회원탈퇴' }).click()
  await expect(page.getByText('탈퇴 사유를 선택해 주세요.')).toBeVisible()

  await page.getByLabel('이용 빈도가 낮음').check()
  await page.getByLabel('기타 의견').fill('필요한 서비스를 모두 이용했습니다.')
  await page.getByRole('textbox', { name: '비밀번호' }).fill(seedPassword)
  await page.getByRole('button', { name: '회원탈퇴' }).click()
  const confirm = page.getByRole('dialog', { name: '탈퇴하시겠습니까?' })
  await expect(confirm).toContainText('개인정보가 즉시 삭제')
  await confirm.getByRole('button', { name: '탈퇴하기' }).click()

  const done = page.getByRole('dialog', { name: '회원탈퇴가 완료되었습니다' })
  await expect(done).toBeVisible()
  await done.getByRole('button', { name: '홈으로' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_KEY)).toBeNull()

  const refused = await apiLogin(page.request, loginId)
  expect(refused.status()).toBe(401)
  expect(((await refused.json()) as ApiEnvelope<null>).status.message).toMatch(/^[가-힣]/)
})
