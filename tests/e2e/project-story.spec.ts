import { expect, test } from '../helpers/e2e-test'
import { staffLogin } from '../helpers/accounts'
import { openFromAdminList } from '../helpers/admin-form'
import { submitAdminLogin } from '../helpers/admin-login'
import { createMember } from '../helpers/e2e-session'
import { lastMailId, waitForMail } from '../helpers/mailbox'
import { pdfBytes } from '../helpers/member-boards'

const OPEN_CALL = '2026년 하반기 지역기업 공동기술개발과제 공모'

test('a company finds an open call, logs in from it, proposes with its plan through the preview, is asked to revise by mail, resubmits and sees it selected', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const loginId = await createMember(page.request, 'assn')
  const email = `${loginId}@example.com`
  const title = `공정 데이터 기반 불량 예측 ${Date.now().toString(36)}`

  await page.goto('/cooperation/assignment')
  await page.getByRole('group', { name: '접수 상태' }).getByText('접수중', { exact: true }).click()
  await expect(page).toHaveURL(/state=open/)
  await page.getByRole('button', { name: OPEN_CALL }).click()
  await expect(page.getByRole('heading', { name: OPEN_CALL })).toBeVisible()
  await expect(page.getByRole('link', { name: /joint-rnd-program-guide\.pdf/ })).toBeVisible()
  await page.getByRole('button', { name: '로그인 후 제안서 제출' }).click()
  await page.getByRole('dialog', { name: '로그인이 필요합니다' }).getByRole('button', { name: '로그인' }).click()

  await page.getByRole('textbox', { name: /아이디/ }).fill(loginId)
  await page
    .getByLabel(/비밀번호/)
    .first()
    .fill('portal1234!')
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  // The login modal brings the member back to the call, where the proposal starts.
  await page.getByRole('link', { name: '제안서 제출' }).click()
  await expect(page.getByRole('heading', { name: '제안서 제출' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^기업명/ })).toHaveValue(`새솔테크 ${loginId}`)
  await page.getByRole('textbox', { name: /^과제명/ }).fill(title)
  await page.getByRole('textbox', { name: /^과제 개요/ }).fill('생산 설비 데이터로 불량을 미리 예측하는 모델을 함께 개발합니다.')
  await page.getByLabel('개인정보 수집·이용에 동의합니다.').check()
  await page.getByRole('button', { name: '미리보기' }).click()
  await expect(page.getByText('제안서 파일을 1개 이상 올려 주세요.')).toBeVisible()
  await page.locator('input[type=file]').setInputFiles({ name: '사업계획서.pdf', mimeType: 'application/pdf', buffer: pdfBytes() })
  await expect(page.getByRole('list', { name: '제안서 파일' })).toContainText('사업계획서.pdf')
  await page.getByRole('button', { name: '미리보기' }).click()
  const preview = page.getByRole('dialog', { name: '신청 내용 미리보기' })
  await expect(preview).toContainText(OPEN_CALL)
  await expect(preview).toContainText('사업계획서.pdf')
  await preview.getByRole('button', { name: '제출하기' }).click()

  await expect(page.getByRole('heading', { name: '공동기술개발과제 제안서가 접수되었습니다' })).toBeVisible()
  const applicationNo = (await page.getByTestId('application-no').textContent())!
  expect(applicationNo).toMatch(/^JD-\d{8}-\d+$/)
  await waitForMail(baseURL!, email, { subject: /공동기술개발과제 신청이 접수되었습니다/ })

  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const admin = await staff.newPage()
  await submitAdminLogin(admin, staffLogin)
  await expect(admin.getByRole('heading', { name: /처리를 기다리는 일/ })).toBeVisible()
  await openFromAdminList(admin, 'project-proposals', title)
  const box = admin.getByRole('region', { name: '신청 처리' })
  await box.getByRole('textbox', { name: '사유' }).fill('기업 부담금 계획을 보완해 주세요.')
  const beforeRevision = await lastMailId(baseURL!, email)
  await box.getByRole('button', { name: '보완요청', exact: true }).click()
  await expect(admin.locator('#field-state')).toContainText('보완요청', { timeout: 30_000 })
  const revisionMail = await waitForMail(baseURL!, email, { afterId: beforeRevision, subject: /공동기술개발과제 신청에 보완이 필요합니다/ })
  expect(revisionMail.text).toContain('사유: 기업 부담금 계획을 보완해 주세요.')

  await page.goto('/myPage/assn')
  const row = page.locator(`[data-application-no="${applicationNo}"]`)
  await expect(row.getByText('보완요청', { exact: true })).toBeVisible()
  await row.getByRole('button', { name: /상세/ }).click()
  await page.getByRole('dialog', { name: '공동기술개발 제안서' }).getByRole('link', { name: '보완하기' }).click()
  await expect(page.getByText('기업 부담금 계획을 보완해 주세요.')).toBeVisible()
  await page.getByRole('textbox', { name: /^과제 개요/ }).fill('생산 설비 데이터로 불량을 미리 예측합니다. 기업 부담금은 현금 10%를 확보했습니다.')
  await page.getByRole('button', { name: '보완 제출' }).click()
  await expect(page.getByRole('dialog', { name: '공동기술개발 제안서' }).getByText('재제출').first()).toBeVisible()

  await openFromAdminList(admin, 'project-proposals', title)
  await admin.getByRole('region', { name: '신청 처리' }).getByRole('button', { name: '승인', exact: true }).click()
  await expect(admin.locator('#field-state')).toContainText('승인', { timeout: 30_000 })
  await admin.goto('/admin')
  await expect(admin.getByRole('heading', { name: /처리를 기다리는 일/ })).toBeVisible()
  await expect(admin.getByText(title)).toHaveCount(0)
  await staff.close()

  await page.reload()
  const timeline = page.getByRole('dialog', { name: '공동기술개발 제안서' }).getByRole('list', { name: '처리 이력' })
  await expect(timeline.getByRole('listitem')).toHaveText([/접수/, /보완요청.*기업 부담금 계획/, /재제출/, /승인/])
  await page.goto('/myPage')
  await expect(page.getByTestId('count-assn')).toHaveText('1건 · 진행 중 1건')
})
