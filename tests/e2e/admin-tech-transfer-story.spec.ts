import { expect, type Page, test } from '../helpers/e2e-test'
import { staffLogin } from '../helpers/accounts'
import { submitAdminLogin } from '../helpers/admin-login'
import { fillAfterHydration, openFromAdminList } from '../helpers/admin-form'
import { createMember, logInAs } from '../helpers/e2e-session'
import { pdfBytes } from '../helpers/member-boards'

const pickAdminOption = async (admin: Page, field: string, option: string) => {
  await admin.locator(`#field-${field} .rs__control`).click()
  await admin.getByRole('option', { name: option, exact: true }).click()
}

/** Staff open the request from its admin list and make one move, with its reason when it has one. */
const staffMove = async (admin: Page, applicationNo: string, button: string, state: string, reason?: string) => {
  // By its number: every run of the story asks about the same technology, so its title is not unique.
  await openFromAdminList(admin, 'transfer-requests', applicationNo)
  const box = admin.getByRole('region', { name: '신청 처리' })
  if (reason) await fillAfterHydration(admin, box.getByRole('textbox', { name: '사유' }), reason)
  await box.getByRole('button', { name: button, exact: true }).click()
  await expect(admin.locator('#field-state')).toContainText(state, { timeout: 30_000 })
}

test("a company finds a technology by its filters, reads it, agrees to the NDA for the detail, asks about it, resubmits on staff's request, and staff close it as a contract", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  // A 기업회원 of a company of its own, so the story can run again without an earlier request in the way.
  const loginId = await createMember(page.request, 'tt')
  await logInAs(page, loginId)

  // Find: 환경·에너지 › 이차전지·수소, registered patents, still available, through the filters in the URL.
  await page.goto('/cooperation/techTransfer')
  await page.getByRole('combobox', { name: '기술 분야' }).click()
  await page.getByRole('option', { name: '환경·에너지' }).click()
  await expect(page).toHaveURL(/field=energy/)
  await page.getByRole('combobox', { name: '세부 분야' }).click()
  await page.getByRole('option', { name: '이차전지·수소' }).click()
  await page.getByRole('group', { name: '권리 상태' }).getByText('등록', { exact: true }).click()
  await page.getByRole('group', { name: '이전 상태' }).getByText('이전 가능', { exact: true }).click()
  await expect(page).toHaveURL(/subField=battery/)
  await expect(page).toHaveURL(/patentStatus=registered/)
  await expect(page).toHaveURL(/availability=available/)
  const card = page.getByRole('list', { name: '보유기술 목록' }).locator('[data-technology-id]').first()
  await expect(card).toContainText('이차전지·수소')
  const title = (await card.getByRole('heading').textContent())!.trim()
  await card.getByRole('link', { name: title }).click()

  // Read: the page, then the public summary.
  await expect(page).toHaveURL(/\/cooperation\/techTransferDetail\?id=\d+/)
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible()
  await expect(page.getByRole('table', { name: '특허 정보' })).toBeVisible()
  const summaryDownload = page.waitForEvent('download')
  await page.getByRole('region', { name: '기술 요약서 (공개)' }).getByRole('link').first().click()
  expect((await summaryDownload).suggestedFilename()).toMatch(/\.pdf$/)

  // The NDA: refused without the tick, then agreed, then the detail downloads.
  const nda = page.getByRole('region', { name: /기술 상세자료/ })
  await nda.getByRole('button', { name: '동의하고 상세자료 열기' }).click()
  await expect(nda.getByText('비밀유지 조항에 동의해 주세요.', { exact: true })).toBeVisible()
  await nda.getByLabel('위 비밀유지 조항을 읽었으며 이에 동의합니다.').check()
  await nda.getByRole('button', { name: '동의하고 상세자료 열기' }).click()
  const detailDownload = page.waitForEvent('download')
  await nda.getByRole('button', { name: /내려받기$/ }).click()
  expect((await detailDownload).suggestedFilename()).toMatch(/\.pdf$/)

  // Ask: the 기술상담 신청, prefilled with the member's company.
  await page.getByRole('link', { name: '기술상담 신청', exact: true }).click()
  await expect(page).toHaveURL(/\/cooperation\/techTransferApply\?id=\d+/)
  await expect(page.getByRole('textbox', { name: /^기업명/ })).toHaveValue(`새솔테크 ${loginId}`)
  await page.getByRole('combobox', { name: /^희망 이전 형태/ }).click()
  await page.getByRole('option', { name: '통상실시' }).click()
  await page.getByRole('textbox', { name: /^활용 계획/ }).fill('전동 공구용 배터리 팩에 적용해 2027년 양산을 검토합니다.')
  await page.locator('input[type=file]').setInputFiles({ name: '사업계획서.pdf', mimeType: 'application/pdf', buffer: pdfBytes() })
  await expect(page.getByRole('list', { name: /참고 자료/ })).toContainText('사업계획서.pdf')
  await page.getByLabel('개인정보 수집·이용에 동의합니다.').check()
  await page.getByRole('button', { name: '미리보기' }).click()
  const preview = page.getByRole('dialog', { name: '신청 내용 미리보기' })
  await expect(preview).toContainText(title)
  await preview.getByRole('button', { name: '신청하기' }).click()
  await expect(page).toHaveURL(/\/cooperation\/applyComplete\?no=TT/)
  const applicationNo = (await page.getByTestId('application-no').textContent())!

  // Staff ask for a revision.
  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const admin = await staff.newPage()
  await submitAdminLogin(admin, staffLogin)
  // Signed in once the dashboard shows; a document opened before that lands on the login page.
  await expect(admin.getByRole('heading', { name: /처리를 기다리는 일/ })).toBeVisible()
  await staffMove(admin, applicationNo, '보완요청', '보완요청', '희망 실시 기간과 지역을 적어 주세요.')

  // The member resubmits from my-page.
  await page.goto('/myPage/transfer')
  const row = page.locator(`[data-application-no="${applicationNo}"]`)
  await expect(row.getByText('보완요청', { exact: true })).toBeVisible()
  await row.getByRole('button', { name: /상세/ }).click()
  await page.getByRole('dialog', { name: '기술상담 신청 내역' }).getByRole('link', { name: '보완하기' }).click()
  await expect(page.getByText('희망 실시 기간과 지역을 적어 주세요.')).toBeVisible()
  await page
    .getByRole('textbox', { name: /^활용 계획/ })
    .fill('전동 공구용 배터리 팩에 적용해 2027년 양산을 검토합니다. 실시 기간 5년, 국내 실시를 희망합니다.')
  await page.getByRole('button', { name: '보완 제출' }).click()
  await expect(page.getByRole('dialog', { name: '기술상담 신청 내역' }).getByText('재제출').first()).toBeVisible()

  // Staff approve it and complete it as 계약 체결 with the contract's terms (staff-only fields).
  await staffMove(admin, applicationNo, '승인', '승인')
  // Payload's selects name their combobox nowhere (the label points at the field's box), so by field id.
  await pickAdminOption(admin, 'outcome', '계약 체결')
  await pickAdminOption(admin, 'contractType', '통상실시')
  await admin.locator('#field-contractDate input').fill('2026.12.01')
  await admin.locator('#field-contractAmount').fill('30000000')
  const saved = admin.waitForResponse((response) => /\/api\/transfer-requests\/\d+/.test(response.url()) && response.request().method() === 'PATCH')
  await admin.getByRole('button', { name: '저장' }).click()
  expect((await saved).status()).toBe(200)
  await admin.getByRole('region', { name: '신청 처리' }).getByRole('button', { name: '완료 처리', exact: true }).click()
  await expect(admin.locator('#field-state')).toContainText('완료', { timeout: 30_000 })
  await staff.close()

  // The member sees the outcome, never the amount.
  await page.goto('/myPage/transfer')
  await page.locator(`[data-application-no="${applicationNo}"]`).getByRole('button', { name: /상세/ }).click()
  const detail = page.getByRole('dialog', { name: '기술상담 신청 내역' })
  await expect(detail).toContainText('계약 체결')
  await expect(detail).not.toContainText('30,000,000')
})
