import { expect, test } from '../helpers/e2e-test'
import type { ApplicationSummary } from '../../contract/applications'
import type { ApiEnvelope, ListData } from '../../contract/envelope'
import { staffLogin } from '../helpers/accounts'
import { submitAdminLogin } from '../helpers/admin-login'
import { uniqueBusinessNumber } from '../helpers/business-number'
import { createMember, logInAs } from '../helpers/e2e-session'
import { choose } from '../helpers/equipment-booking-ui'
import { findOpenSlots } from '../helpers/equipment-slots'
import { sixDigitCode, waitForMail } from '../helpers/mailbox'
import { pdfBytes } from '../helpers/member-boards'

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

test('a company registers, a colleague joins through the invite mail, staff approve its 가족회사 application, and the discount shows', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const companyName = `새솔정밀${unique()}`

  // The 관리자-to-be: a 기업회원 without a company registers one.
  const managerId = await createMember(page.request, 'cofound', { withCompany: false })
  const managerToken = await logInAs(page, managerId)
  await page.goto('/myPage/company')
  await page.getByRole('textbox', { name: /상호/ }).fill(companyName)
  await page.getByRole('textbox', { name: /사업자등록번호/ }).fill(uniqueBusinessNumber())
  await page.getByRole('textbox', { name: /대표자/ }).fill('한가람')
  await page.getByRole('combobox', { name: /기업 규모/ }).selectOption('small')
  await page.getByRole('button', { name: '기업 등록' }).click()
  await expect(page.getByRole('status').filter({ hasText: '기업을 등록했습니다. 이제 기업의 관리자입니다.' })).toBeVisible()

  // The colleague is invited by e-mail and signs up through the link.
  const colleagueEmail = `colleague${unique()}@example.com`
  await page.getByRole('textbox', { name: '초대할 이메일' }).fill(colleagueEmail)
  await page.getByRole('button', { name: '초대 보내기' }).click()
  const invite = await waitForMail(baseURL!, colleagueEmail, { subject: new RegExp(companyName) })
  const link = /https?:\/\/\S+\/myPage\/company\/invite\?token=[\w-]+/.exec(invite.text)![0]

  const colleague = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
  await colleague.goto(new URL(link).pathname + new URL(link).search)
  await expect(colleague.getByText(new RegExp(`${companyName}에서`))).toBeVisible()
  await colleague.getByRole('link', { name: '회원가입 후 합류' }).click()
  await colleague.getByRole('radio', { name: '기업회원' }).click()
  await colleague.getByRole('button', { name: '다음' }).click()
  const [local, domain] = colleagueEmail.split('@') as [string, string]
  await colleague.getByLabel('이메일 아이디').fill(local)
  await colleague.getByLabel('이메일 도메인').selectOption({ label: '직접입력' })
  await colleague.getByLabel('도메인 직접 입력').fill(domain)
  await colleague.getByRole('button', { name: '인증번호 받기' }).click()
  await colleague.getByLabel('인증번호').fill(sixDigitCode(await waitForMail(baseURL!, colleagueEmail, { subject: /인증번호/ })))
  await colleague.getByRole('button', { name: '인증하기' }).click()
  const colleagueId = `colleague${unique()}`
  await colleague.getByRole('textbox', { name: '아이디', exact: true }).fill(colleagueId)
  await colleague.getByRole('button', { name: '중복확인' }).click()
  await expect(colleague.getByText('사용 가능한 아이디입니다.')).toBeVisible()
  await colleague.getByRole('textbox', { name: '비밀번호', exact: true }).fill('saesol2025!')
  await colleague.getByLabel('비밀번호 확인').fill('saesol2025!')
  await colleague.getByRole('textbox', { name: '이름', exact: true }).fill('정하늘')
  await colleague.getByLabel('휴대폰 번호 가운데 자리').fill('2345')
  await colleague.getByLabel('휴대폰 번호 끝자리').fill('6789')
  await colleague.getByRole('radio', { name: '여성' }).check()
  await colleague.getByLabel('전체 동의').check()
  await colleague.getByRole('button', { name: '가입하기' }).click()
  await expect(colleague).toHaveURL(/\/join\/complete$/)
  await colleague.getByRole('main').getByRole('link', { name: '로그인', exact: true }).click()
  const login = colleague.getByRole('form', { name: '회원 로그인' })
  await login.getByLabel('아이디', { exact: true }).fill(colleagueId)
  await login.getByLabel('비밀번호', { exact: true }).fill('saesol2025!')
  await login.getByRole('button', { name: '로그인' }).click()
  await expect(colleague).toHaveURL(/\/myPage\/company\/invite\?token=/)
  await colleague.getByRole('button', { name: `${companyName}에 합류` }).click()
  await expect(colleague.getByText(`${companyName}에 합류했습니다.`)).toBeVisible()

  // The 관리자 sees the colleague and applies for 가족회사 (우수).
  await page.reload()
  await expect(page.getByRole('table', { name: '기업 구성원 목록' }).getByText('정하늘')).toBeVisible()
  const form = page.getByRole('form', { name: '가족회사 신청' })
  await form.getByRole('radio', { name: '우수' }).click()
  await form.getByRole('checkbox', { name: '기계·소재' }).check()
  await form.getByRole('checkbox', { name: /공개하는 데 동의/ }).check()
  await form.locator('input[type="file"]').setInputFiles({ name: '사업자등록증.pdf', mimeType: 'application/pdf', buffer: pdfBytes() })
  await expect(form.getByText('사업자등록증.pdf')).toBeVisible()
  await form.getByRole('checkbox', { name: '개인정보 수집·이용에 동의합니다.' }).check()
  await form.getByRole('button', { name: '가족회사 신청하기' }).click()
  await expect(page.getByRole('status').filter({ hasText: '가족회사 신청을 접수했습니다.' })).toBeVisible()

  // Staff approve it in the admin.
  const mine = await page.request.get('/api/v1/applications/family/mine', { headers: { Authorization: `Bearer ${managerToken}` } })
  const application = ((await mine.json()) as ApiEnvelope<ListData<ApplicationSummary>>).data!.list[0]!
  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const admin = await staff.newPage()
  await submitAdminLogin(admin, staffLogin)
  await expect(admin).toHaveURL(/\/admin$/)
  await admin.goto(`/admin/collections/family-applications/${application.id}`)
  await admin.getByRole('region', { name: '신청 처리' }).getByRole('button', { name: '승인' }).click()
  await expect(admin.locator('#field-state')).toContainText('승인', { timeout: 20_000 })
  await staff.close()

  // The membership shows on the company page and in the public directory.
  await page.reload()
  await expect(page.getByTestId('family-membership')).toContainText('우수 가족회사')
  await page.goto('/cooperation/family')
  await page.getByRole('textbox', { name: '기업 검색' }).fill(companyName)
  await page.getByRole('button', { name: '검색', exact: true }).click()
  await expect(page.getByRole('list', { name: '가족회사 목록' }).getByText(companyName)).toBeVisible()

  // A booking by the colleague is priced with the tier's discount before it is sent.
  const choice = await findOpenSlots(colleague.request, 1)
  await colleague.goto('/easyReservation')
  await choose(colleague, choice)
  await colleague.getByRole('button', { name: '예약 신청' }).click()
  const dialog = colleague.getByRole('dialog', { name: '장비 예약 신청' })
  await dialog.getByRole('radio').first().check()
  await dialog.getByLabel('이용 목적').fill('시제품 표면 분석')
  await dialog.getByRole('button', { name: '다음' }).click()
  await dialog.getByLabel('연락처').fill('010-2345-6789')
  await dialog.getByRole('button', { name: '다음' }).click()
  await expect(dialog.getByText('가족회사 우수 30% 할인')).toBeVisible()
})
