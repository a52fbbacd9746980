import { expect, type Page, test } from '../helpers/e2e-test'
import type { CourseApplicationSummary } from '../../contract/applications'
import type { ApiEnvelope, ListData } from '../../contract/envelope'
import { staffLogin } from '../helpers/accounts'
import { submitAdminLogin } from '../helpers/admin-login'
import { createMember } from '../helpers/e2e-session'
import { lastMailId, waitForMail } from '../helpers/mailbox'
import { fillAfterHydration } from '../helpers/admin-form'

const FULL_COURSE = '3D 프린팅 시제품 제작 소수정예 실습'
const OPEN_COURSE = 'X선 회절분석기(XRD) 활용 실무 교육'

/** Staff make one move in the application's admin screen. */
const staffMove = async (admin: Page, id: number, button: string, state: string, reason?: string) => {
  await admin.goto(`/admin/collections/course-applications/${id}`)
  const box = admin.getByRole('region', { name: '신청 처리' })
  if (reason) await fillAfterHydration(admin, box.getByRole('textbox', { name: '사유' }), reason)
  await box.getByRole('button', { name: button, exact: true }).click()
  // The document view reloads its form after the move; on a busy CI machine that can take a while.
  await expect(admin.locator('#field-state')).toContainText(state, { timeout: 30_000 })
}

const openCourse = async (page: Page, title: string) => {
  await page.getByRole('button', { name: `${title} 자세히 보기` }).click()
  return page.getByRole('dialog', { name: '교육과정 상세' })
}

test('a guest finds a full course, logs in from its detail, joins the waiting list, takes a seat elsewhere, corrects it for staff, finishes it and prints the certificate', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const loginId = await createMember(page.request, 'edu')
  const email = `${loginId}@example.com`

  await page.goto('/cooperation/edu')
  const fullCard = page.locator('[data-course-id]').filter({ hasText: FULL_COURSE })
  await expect(fullCard).toContainText('0석 / 1명')
  await expect(fullCard.getByRole('button', { name: '대기 신청' })).toBeVisible()
  let detail = await openCourse(page, FULL_COURSE)
  await expect(detail).toContainText('정원이 찼습니다.')
  await detail.getByRole('button', { name: '로그인 후 신청하기' }).click()
  await page.getByRole('dialog', { name: '로그인이 필요합니다' }).getByRole('button', { name: '로그인' }).click()

  await expect(page).toHaveURL(/\/login\?redirect=/)
  await page.getByRole('textbox', { name: /아이디/ }).fill(loginId)
  await page
    .getByLabel(/비밀번호/)
    .first()
    .fill('portal1234!')
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  await expect(page).toHaveURL(/\/cooperation\/edu\?course=\d+/)
  detail = page.getByRole('dialog', { name: '교육과정 상세' })
  await detail.getByRole('button', { name: '대기 신청' }).click()

  const form = page.getByRole('dialog', { name: '수강 신청' })
  await expect(form.getByRole('textbox', { name: /^신청자/ })).toHaveValue('한가람')
  await expect(form.getByRole('textbox', { name: /^소속/ })).toHaveValue('새솔테크')
  await form.getByRole('button', { name: '대기 신청하기' }).click()
  await expect(form.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeVisible()
  await form.getByLabel('개인정보 수집·이용에 동의합니다.').check()
  await form.getByRole('button', { name: '대기 신청하기' }).click()
  await expect(page).toHaveURL(/\/cooperation\/applyComplete\?.*kind=edu/)
  await expect(page.getByRole('heading', { name: '산업교육 대기 신청이 접수되었습니다' })).toBeVisible()
  await expect(page.getByTestId('application-no')).toHaveText(/^ED-\d{8}-\d+$/)

  await page.goto('/cooperation/edu')
  detail = await openCourse(page, OPEN_COURSE)
  await detail.getByRole('button', { name: '신청하기' }).click()
  const motivation = '사내 분석 역량을 키우고 싶습니다.'
  await page.getByRole('dialog', { name: '수강 신청' }).getByRole('textbox', { name: '신청 동기' }).fill(motivation)
  await expect(page.getByText(`${motivation.length} / 1,000자`)).toBeVisible()
  await page.getByLabel('개인정보 수집·이용에 동의합니다.').check()
  await page.getByRole('dialog', { name: '수강 신청' }).getByRole('button', { name: '신청하기' }).click()
  await expect(page.getByRole('heading', { name: '산업교육 신청이 접수되었습니다' })).toBeVisible()
  await waitForMail(baseURL!, email, { subject: /산업교육 신청이 접수되었습니다/ })

  await page.goto('/myPage/edu')
  const waitingRow = page.locator('[data-application-no]').filter({ hasText: FULL_COURSE })
  await expect(waitingRow).toContainText('대기')
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('sanhak-portal.auth')!).accessToken as string)
  const mine = await page.request.get('/api/v1/applications/edu/mine', { headers: { Authorization: `Bearer ${token}` } })
  const seated = ((await mine.json()) as ApiEnvelope<ListData<CourseApplicationSummary>>).data!.list.find((row) => row.title === OPEN_COURSE)!

  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const admin = await staff.newPage()
  await submitAdminLogin(admin, staffLogin)
  // Signed in once the dashboard shows; a document opened before that lands on the login page.
  await expect(admin.getByRole('heading', { name: /처리를 기다리는 일/ })).toBeVisible()
  const beforeRevision = await lastMailId(baseURL!, email)
  await staffMove(admin, seated.id, '보완요청', '보완요청', '소속 부서를 함께 적어 주세요.')
  const revisionMail = await waitForMail(baseURL!, email, { afterId: beforeRevision, subject: /산업교육 신청에 보완이 필요합니다/ })
  expect(revisionMail.text).toContain('사유: 소속 부서를 함께 적어 주세요.')

  await page.goto(`/myPage/edu?id=${seated.id}`)
  const revising = page.getByRole('dialog', { name: '산업교육 신청 내역' })
  await revising.getByRole('button', { name: '보완하기' }).click()
  await expect(revising.getByText('소속 부서를 함께 적어 주세요.')).toBeVisible()
  await revising.getByRole('textbox', { name: /^소속/ }).fill('새솔테크 품질관리팀')
  await revising.getByRole('button', { name: '보완 제출' }).click()
  await expect(page.getByRole('status').filter({ hasText: '보완한 내용을 제출했습니다.' })).toBeVisible()

  await staffMove(admin, seated.id, '승인', '승인')
  await staffMove(admin, seated.id, '완료 처리', '완료')
  await admin.goto('/admin')
  await expect(admin.getByRole('heading', { name: /처리를 기다리는 일/ })).toBeVisible()
  await expect(admin.getByRole('table', { name: /처리를 기다리는 일/ }).locator(`a[href$="/course-applications/${seated.id}"]`)).toHaveCount(0)
  await staff.close()

  await page.reload()
  const doneRow = page.locator(`[data-application-no="${seated.applicationNo}"]`)
  await expect(doneRow.getByText('완료', { exact: true })).toBeVisible()
  await doneRow.getByRole('button', { name: /상세/ }).click()
  const done = page.getByRole('dialog', { name: '산업교육 신청 내역' })
  await expect(done.getByRole('list', { name: '처리 이력' }).getByRole('listitem')).toHaveText([/접수/, /보완요청.*소속 부서/, /재제출/, /승인/, /완료/])
  await done.getByRole('button', { name: '닫기' }).first().click()
  await doneRow.getByRole('link', { name: `${OPEN_COURSE} 수료증` }).click()
  const certificate = page.getByRole('article', { name: '수 료 증' })
  await expect(certificate).toContainText('한가람')
  await expect(certificate).toContainText('새솔테크 품질관리팀')
  await expect(certificate).toContainText(`「${OPEN_COURSE}」 과정을 성실히 이수하였으므로`)
  await expect(certificate).toContainText(`제 ${seated.applicationNo} 호`)

  await page.goto('/myPage/edu')
  await waitingRow.getByRole('button', { name: /상세/ }).click()
  const mineDetail = page.getByRole('dialog', { name: '산업교육 신청 내역' })
  await mineDetail.getByRole('button', { name: '신청 취소' }).click()
  await mineDetail.getByRole('button', { name: '신청 취소' }).last().click()
  await expect(page.getByRole('status').filter({ hasText: '신청을 취소했습니다.' })).toBeVisible()
  await expect(waitingRow.getByText('취소', { exact: true })).toBeVisible()
  await expect(waitingRow).not.toContainText('대기')
})

test('the home sliders open a course in its detail on /cooperation/edu', async ({ page }) => {
  await page.goto('/')
  const card = page.locator('a[href*="/cooperation/edu?course="]').first()
  const title = (await card.textContent())!
  await card.click()
  await expect(page).toHaveURL(/\/cooperation\/edu\?course=\d+/)
  await expect(page.getByRole('dialog', { name: '교육과정 상세' })).toContainText(title)
})
