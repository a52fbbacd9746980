import { expect, test, type Page } from '../helpers/e2e-test'
import type { SignInData } from '../../contract/auth'
import type { ApiEnvelope } from '../../contract/envelope'
import { codeFromMailbox } from '../helpers/e2e-mailbox'

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

const chooseClass = async (page: Page, label: string) => {
  await page.goto('/join')
  await expect(page).toHaveURL(/\/join\/memberClass$/)
  await page.getByRole('radio', { name: label }).click()
  await page.getByRole('button', { name: '다음' }).click()
  await expect(page).toHaveURL(/\/join\/emailAuth$/)
}

const requestCode = async (page: Page, local: string, domain: string) => {
  await page.getByLabel('이메일 아이디').fill(local)
  await page.getByLabel('이메일 도메인').selectOption({ label: '직접입력' })
  await page.getByLabel('도메인 직접 입력').fill(domain)
  await page.getByRole('button', { name: '인증번호 받기' }).click()
}

/** Member class, e-mail and the real code from the mail: ends on /join/userInfo. */
const verifyNewEmail = async (page: Page, email: string) => {
  await chooseClass(page, '기업회원')
  const [local, domain] = email.split('@') as [string, string]
  await requestCode(page, local, domain)
  await expect(page).toHaveURL(/\/join\/codeAuth$/)
  await expect(page.getByText(/남은 시간 [23]:\d\d/)).toBeVisible()
  await page.getByLabel('인증번호').fill(await codeFromMailbox(page, email))
  await page.getByRole('button', { name: '인증하기' }).click()
  await expect(page).toHaveURL(/\/join\/userInfo$/)
  await expect(page.getByLabel('인증된 이메일')).toHaveValue(email)
}

test('a new visitor joins with the code from the mail and can then log in', async ({ page }) => {
  const email = `visitor${unique()}@example.com`
  const loginId = `visitor${unique()}`
  const password = 'saesol2025!'
  await verifyNewEmail(page, email)

  await page.getByRole('textbox', { name: '아이디', exact: true }).fill(loginId)
  await page.getByRole('button', { name: '중복확인' }).click()
  await expect(page.getByText('사용 가능한 아이디입니다.')).toBeVisible()
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(password)
  await expect(page.getByText(/비밀번호 안전도: (보통|강함)/)).toBeVisible()
  await page.getByLabel('비밀번호 확인').fill(password)
  await page.getByRole('textbox', { name: '이름', exact: true }).fill('정하늘')
  await page.getByLabel('휴대폰 번호 가운데 자리').fill('2345')
  await page.getByLabel('휴대폰 번호 끝자리').fill('6789')
  await page.getByRole('radio', { name: '여성' }).check()
  await page.getByLabel('소속 구분').selectOption({ label: '기업' })
  await page.getByLabel('소속 기관').fill('새솔테크')

  await page.getByRole('button', { name: '이용약관 전체보기' }).click()
  const dialog = page.getByRole('dialog', { name: '이용약관' })
  await expect(dialog.getByText('제1조 (목적)')).toBeVisible()
  await dialog.getByRole('button', { name: '닫기' }).last().click()
  await page.getByLabel('전체 동의').check()
  await expect(page.getByLabel('개인정보 수집·이용 동의 (필수)')).toBeChecked()

  await page.getByRole('button', { name: '가입하기' }).click()
  await expect(page).toHaveURL(/\/join\/complete$/)
  await expect(page.getByRole('heading', { name: '회원가입이 완료되었습니다' })).toBeVisible()
  await expect(page.getByText(`아이디 ${loginId}`)).toBeVisible()
  await expect(page.getByRole('link', { name: '로그인' }).last()).toHaveAttribute('href', '/login')

  const login = await page.request.post('/api/v1/auth/login', { data: { login_id: loginId, password } })
  expect(login.status()).toBe(200)
  const { data } = (await login.json()) as ApiEnvelope<SignInData>
  expect(data!.userInfo).toEqual({ login_id: loginId, user_nm: '정하늘', role: 'member' })
})

test('a malformed or already registered e-mail is refused in Korean on screen', async ({ page }) => {
  await chooseClass(page, '학생')
  await requestCode(page, 'hong', 'nowhere')
  await expect(page.getByRole('alert')).toHaveText('이메일 형식으로 입력해 주세요.')
  await requestCode(page, 'member1', 'example.com')
  await expect(page.getByRole('alert')).toHaveText('이미 가입된 이메일입니다. 로그인하거나 아이디 찾기를 이용해 주세요.')
  await expect(page).toHaveURL(/\/join\/emailAuth$/)
})

test('a taken id is reported in Korean, and entered values survive a reload', async ({ page }) => {
  await verifyNewEmail(page, `dup${unique()}@example.com`)
  await page.getByRole('textbox', { name: '아이디', exact: true }).fill('member1')
  await page.getByRole('button', { name: '중복확인' }).click()
  await expect(page.getByText('이미 사용 중인 아이디입니다.')).toBeVisible()
  await page.getByRole('textbox', { name: '이름', exact: true }).fill('윤가람')

  await page.reload()
  await expect(page.getByRole('textbox', { name: '아이디', exact: true })).toHaveValue('member1')
  await expect(page.getByRole('textbox', { name: '이름', exact: true })).toHaveValue('윤가람')
  await page.getByRole('button', { name: '가입하기' }).click()
  await expect(page.getByText('아이디 중복확인을 해 주세요.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: '비밀번호', exact: true })).toHaveAccessibleDescription(
    '비밀번호는 영문, 숫자, 특수문자를 모두 포함한 8~20자로 입력해 주세요.',
  )
  await expect(page.getByText('비밀번호를 한 번 더 입력해 주세요.')).toBeVisible()
})

test('a join step opened without the steps before it starts over at the member class', async ({ page }) => {
  await page.goto('/join/userInfo')
  await expect(page).toHaveURL(/\/join\/memberClass$/)
  await expect(page.getByRole('heading', { level: 1, name: '회원 유형 선택' })).toBeVisible()
})
