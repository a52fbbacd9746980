import { expect, type Page, test } from '../helpers/e2e-test'
import { staffLogin } from '../helpers/accounts'
import { submitAdminLogin } from '../helpers/admin-login'
import { seedPassword } from '../../seed/data/accounts'
import { createMember, logInAs } from '../helpers/e2e-session'
import { lastMailId, waitForMail } from '../helpers/mailbox'
import { pdfBytes } from '../helpers/member-boards'
import { fillAfterHydration, openFromAdminList } from '../helpers/admin-form'

/** Staff open the request from its admin list and make one move with its reason. */
const staffMove = async (admin: Page, title: string, button: string, state: string, reason?: string) => {
  await openFromAdminList(admin, 'advisory-requests', title)
  const box = admin.getByRole('region', { name: '신청 처리' })
  if (reason) await fillAfterHydration(admin, box.getByRole('textbox', { name: '사유' }), reason)
  await box.getByRole('button', { name: button, exact: true }).click()
  // The document view reloads its form after the move; on a busy CI machine that can take a while.
  await expect(admin.locator('#field-state')).toContainText(state, { timeout: 30_000 })
}

test('a company asks an expert for advice through the preview, staff ask for a revision, the member resubmits, staff approve, and the member follows it all', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const loginId = await createMember(page.request, 'adv')
  const email = `${loginId}@example.com`
  await logInAs(page, loginId)
  const title = `비전 검사 도입 자문 ${Date.now().toString(36)}`

  await page.goto('/cooperation/advice')
  await page.getByRole('navigation', { name: '자문 분야' }).getByRole('link', { name: '정보통신·SW' }).click()
  await expect(page).toHaveURL(/field=ict/)
  const card = page.locator('[data-expert-id]').first()
  await expect(card).toContainText('정보통신·SW')
  const expertName = (await card.getByRole('heading').textContent())!.split(' ')[0]!
  await card.getByRole('link', { name: /이 위원에게 자문 신청/ }).click()

  await expect(page).toHaveURL(/\/cooperation\/application\?expertId=\d+/)
  await expect(page.getByRole('textbox', { name: /^기업명/ })).toHaveValue(`새솔테크 ${loginId}`)
  await expect(page.getByRole('textbox', { name: /^연락처/ })).toHaveValue('010-2222-3333')
  await expect(page.getByRole('combobox', { name: /^자문 분야/ })).toHaveValue('ict')
  await expect(page.getByRole('combobox', { name: /^희망 자문위원/ }).locator('option:checked')).toContainText(expertName)
  await page.getByRole('textbox', { name: /^자문 제목/ }).fill(title)
  await expect(page.getByText(`${title.length} / 100자`)).toBeVisible()
  const problem = '외관 불량 5종을 자동으로 검사하고 싶습니다.'
  await page.getByRole('textbox', { name: /^문제 설명/ }).fill(problem)
  await expect(page.getByText(`${problem.length} / 3,000자`)).toBeVisible()
  await page.locator('input[type=file]').setInputFiles({ name: '검사기준서.pdf', mimeType: 'application/pdf', buffer: pdfBytes() })
  await expect(page.getByRole('list', { name: '참고 자료' })).toContainText('검사기준서.pdf')

  // Without consent the preview does not open and the reason is named.
  await page.getByRole('button', { name: '미리보기' }).click()
  await expect(page.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeVisible()
  await page.getByLabel('개인정보 수집·이용에 동의합니다.').check()
  await page.getByRole('button', { name: '미리보기' }).click()
  const preview = page.getByRole('dialog', { name: '신청 내용 미리보기' })
  await expect(preview).toContainText(title)
  await expect(preview).toContainText(expertName)
  await expect(preview).toContainText('검사기준서.pdf')
  await preview.getByRole('button', { name: '신청하기' }).click()

  await expect(page).toHaveURL(/\/cooperation\/applyComplete\?no=TA-/)
  const applicationNo = (await page.getByTestId('application-no').textContent())!
  expect(applicationNo).toMatch(/^TA-\d{8}-\d+$/)
  await waitForMail(baseURL!, email, { subject: /기술자문 신청이 접수되었습니다/ })

  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const admin = await staff.newPage()
  await submitAdminLogin(admin, staffLogin)
  // Signed in once the dashboard shows; a document opened before that lands on the login page.
  await expect(admin.getByRole('heading', { name: /처리를 기다리는 일/ })).toBeVisible()
  const beforeRevision = await lastMailId(baseURL!, email)
  await staffMove(admin, title, '보완요청', '보완요청', '불량 유형별 샘플 사진을 첨부해 주세요.')

  const revisionMail = await waitForMail(baseURL!, email, { afterId: beforeRevision, subject: /보완이 필요합니다/ })
  expect(revisionMail.text).toContain('사유: 불량 유형별 샘플 사진을 첨부해 주세요.')
  await page.goto('/myPage/tech')
  const row = page.locator(`[data-application-no="${applicationNo}"]`)
  await expect(row.getByText('보완요청', { exact: true })).toBeVisible()
  await row.getByRole('button', { name: /상세/ }).click()
  await page.getByRole('dialog', { name: '기술자문 신청 내역' }).getByRole('link', { name: '보완하기' }).click()
  await expect(page).toHaveURL(/\/cooperation\/application\?id=\d+/)
  await expect(page.getByText('불량 유형별 샘플 사진을 첨부해 주세요.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^자문 제목/ })).toHaveValue(title)
  await page.getByRole('textbox', { name: /^문제 설명/ }).fill('외관 불량 5종을 자동으로 검사하고 싶습니다. 불량별 샘플 사진을 함께 보냅니다.')
  await page.getByRole('button', { name: '보완 제출' }).click()
  const detail = page.getByRole('dialog', { name: '기술자문 신청 내역' })
  await expect(detail.getByText('재제출').first()).toBeVisible()

  await expect(async () => {
    await openFromAdminList(admin, 'advisory-requests', title)
    await expect(admin.locator('#field-state')).toContainText('재제출')
  }).toPass({ timeout: 30_000 })
  const beforeApproval = await lastMailId(baseURL!, email)
  await staffMove(admin, title, '승인', '승인', '12월 첫 주에 화상 자문을 진행합니다.')
  await admin.goto('/admin')
  await expect(admin.getByRole('heading', { name: /처리를 기다리는 일/ })).toBeVisible()
  await expect(admin.getByText(title)).toHaveCount(0)
  await staff.close()

  const approvalMail = await waitForMail(baseURL!, email, { afterId: beforeApproval, subject: /승인되었습니다/ })
  expect(approvalMail.text).toContain(applicationNo)
  await page.goto(`/myPage/tech?id=${/id=(\d+)/.exec(page.url())![1]}`)
  const timeline = page.getByRole('dialog', { name: '기술자문 신청 내역' }).getByRole('list', { name: '처리 이력' })
  await expect(timeline.getByRole('listitem')).toHaveText([/접수/, /보완요청.*불량 유형별 샘플 사진/, /재제출/, /승인.*12월 첫 주에 화상 자문/])

  // The approved request is still under way until staff mark it 완료; my-page's summary counts it so.
  await page.goto('/myPage')
  await expect(page.getByTestId('count-tech')).toHaveText('1건 · 진행 중 1건')
})

test('on a phone the application form shows without the sub header and the tabs', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await logInAs(page, await createMember(page.request, 'advm'))
  await page.goto('/cooperation/advice')
  await expect(page.getByRole('navigation', { name: '산학지원 하위 메뉴' })).toBeVisible()
  await page.goto('/cooperation/application')
  await expect(page.getByRole('heading', { name: '기술자문 신청서', level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: '산학지원 하위 메뉴' })).toBeHidden()
  await expect(page.locator('[data-group="cooperation"]')).toBeHidden()
  const form = await page.getByRole('textbox', { name: /^문제 설명/ }).boundingBox()
  expect(form!.x).toBeGreaterThanOrEqual(0)
  expect(form!.x + form!.width).toBeLessThanOrEqual(390)
})

test('a guest on the 기술자문 page asks to apply, logs in through the prompt, comes back and reaches the request form', async ({ page }) => {
  const loginId = await createMember(page.request, 'tga')
  await page.goto('/cooperation/tech')
  await page.getByRole('button', { name: '기술자문 신청하기' }).click()
  await page.getByRole('dialog', { name: '로그인이 필요합니다' }).getByRole('button', { name: '로그인' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcooperation%2Ftech$/)

  const form = page.getByRole('form', { name: '회원 로그인' })
  await form.getByLabel('아이디', { exact: true }).fill(loginId)
  await form.getByLabel('비밀번호', { exact: true }).fill(seedPassword)
  await form.getByRole('button', { name: '로그인' }).click()

  await expect(page).toHaveURL(/:\d+\/cooperation\/tech$/)
  await page.getByRole('link', { name: '기술자문 신청하기' }).click()
  await expect(page).toHaveURL(/:\d+\/cooperation\/application$/)
  await expect(page.getByRole('textbox', { name: /^기업명/ })).toHaveValue(`새솔테크 ${loginId}`)
})
