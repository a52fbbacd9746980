import { expect, test } from '../helpers/e2e-test'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { lastMailId, waitForMail } from '../helpers/mailbox'

test('find ID by name and phone number lists the masked id with its join date', async ({ page }) => {
  await page.goto('/login/findId01')
  await expect(page.getByRole('link', { name: '아이디 찾기' })).toHaveAttribute('aria-current', 'page')
  await page.getByRole('radio', { name: '휴대폰 번호로 찾기' }).check()
  await page.getByLabel('이름', { exact: true }).fill('김민준')
  await page.getByLabel('휴대폰 번호 앞자리').fill('010')
  await page.getByLabel('휴대폰 번호 가운데 자리').fill('3456')
  await page.getByLabel('휴대폰 번호 끝자리').fill('7890')
  await page.getByRole('button', { name: '아이디 찾기' }).click()

  await expect(page).toHaveURL(/\/login\/findId02-1$/)
  await expect(page.getByRole('radio', { name: 'mem***1' })).toBeChecked()
  await expect(page.getByText(/^가입일 \d{4}\.\d{2}\.\d{2}$/)).toBeVisible()
  await expect(page.getByText(seedUsernames.member1, { exact: true })).toHaveCount(0)

  await page.getByRole('button', { name: '비밀번호 찾기' }).click()
  await expect(page).toHaveURL(/\/login\/findPw01\?ref=/)
  await expect(page.getByLabel('선택한 아이디')).toHaveValue('mem***1')
})

test('the id chosen on the find-ID result logs in with only the password, still masked', async ({ page }) => {
  await page.goto('/login/findId01')
  await page.getByLabel('이름', { exact: true }).fill('김민준')
  await page.getByLabel('이메일', { exact: true }).fill('member1@example.com')
  await page.getByRole('button', { name: '아이디 찾기' }).click()
  await expect(page.getByRole('radio', { name: 'mem***1' })).toBeChecked()

  await page.getByRole('button', { name: '로그인' }).click()
  await expect(page).toHaveURL(/\/login\?ref=/)
  await expect(page.getByLabel('아이디', { exact: true })).toHaveValue('mem***1')
  await page.getByLabel('비밀번호', { exact: true }).fill(seedPassword)
  await page.getByRole('form', { name: '회원 로그인' }).getByRole('button', { name: '로그인' }).click()
  await expect(page.locator('header').first().getByText('김민준님').first()).toBeVisible()
})

test('find ID without a match shows the §8 message with 다시 찾기 and 회원가입', async ({ page }) => {
  await page.goto('/login/findId01')
  await page.getByLabel('이름', { exact: true }).fill('홍길동')
  await page.getByLabel('이메일', { exact: true }).fill('nobody@example.com')
  await page.getByRole('button', { name: '아이디 찾기' }).click()
  await expect(page).toHaveURL(/\/login\/findId02-2$/)
  await expect(page.getByText('등록된 회원 정보가 없습니다. 입력하신 정보를 다시 확인해 주시고, 회원이 아니시면 회원가입을 해 주세요.')).toBeVisible()
  await expect(page.getByRole('link', { name: '다시 찾기' })).toBeVisible()
  await expect(page.getByRole('link', { name: '회원가입' }).last()).toBeVisible()
})

test('a malformed e-mail is refused in Korean before anything is sent', async ({ page }) => {
  await page.goto('/login/findId01')
  await page.getByLabel('이름', { exact: true }).fill('김민준')
  await page.getByLabel('이메일', { exact: true }).fill('member1@example')
  await page.getByRole('button', { name: '아이디 찾기' }).click()
  await expect(page.getByText('이메일 형식으로 입력해 주세요.')).toBeVisible()
  await expect(page).toHaveURL(/\/login\/findId01$/)
})

test('find password mails a link that sets a new password, which then logs in', async ({ page, baseURL }) => {
  const member = { username: `e2ereset${Date.now().toString(36)}`, name: '한소망', email: '' }
  member.email = `${member.username}@example.com`
  const adminLogin = await page.request.post('/api/users/login', { data: { username: seedUsernames.admin, password: seedPassword } })
  const { token: adminToken } = (await adminLogin.json()) as { token: string }
  const created = await page.request.post('/api/users', {
    headers: { Authorization: `JWT ${adminToken}` },
    data: { ...member, password: seedPassword },
  })
  expect(created.status()).toBe(201)

  const afterId = await lastMailId(baseURL!, member.email)
  await page.goto('/login/findPw01')
  await page.getByLabel('아이디', { exact: true }).fill(member.username)
  await page.getByLabel('이름', { exact: true }).fill(member.name)
  await page.getByLabel('이메일', { exact: true }).fill(member.email)
  await page.getByRole('button', { name: '재설정 링크 받기' }).click()
  await expect(page).toHaveURL(/\/login\/findPw02-1$/)
  await expect(page.getByText('입력하신 이메일로 비밀번호 재설정 링크를 보냈습니다.', { exact: false })).toBeVisible()

  const mail = await waitForMail(baseURL!, member.email, { afterId, subject: /비밀번호 재설정/ })
  const link = /https?:\/\/\S+\/login\/changePw\?token=\S+/.exec(mail.text)?.[0]
  expect(link).toBeTruthy()
  await page.goto(link!)
  const newPassword = 'brandNew!2024'
  await page.getByLabel('새 비밀번호', { exact: true }).fill(newPassword)
  await page.getByLabel('비밀번호 확인', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: '비밀번호 변경' }).click()

  await expect(page).toHaveURL(/\/login\/changePwComplete$/)
  await expect(page.getByText('비밀번호가 변경되었습니다.')).toBeVisible()
  const login = await page.request.post('/api/v1/auth/login', { data: { login_id: member.username, password: newPassword } })
  expect(login.status()).toBe(200)
})
