import { expect, test } from '../helpers/e2e-test'
import { staffLogin } from '../helpers/accounts'
import { submitAdminLogin } from '../helpers/admin-login'
import { createMember, logInAs } from '../helpers/e2e-session'
import { lastMailId, waitForMail } from '../helpers/mailbox'
import { pdfBytes, pngBytes } from '../helpers/member-boards'

test('a secret question with an image and an attachment: previewed, sent, locked to others, answered in /admin, and the asker is told', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const asker = await createMember(page.request, 'qna')
  await logInAs(page, asker)
  const title = `장비 예약 변경 문의 ${Date.now().toString(36)}`

  await page.goto('/myPage/qnaWrite')
  await page.getByRole('combobox', { name: /^유형/ }).selectOption({ label: '장비 문의' })
  await page.getByRole('textbox', { name: /^제목/ }).fill(title)
  await expect(page.getByText(`${title.length} / 100자`)).toBeVisible()
  await page.locator('input[type=file][accept^="image"]').setInputFiles({ name: 'sample.png', mimeType: 'image/png', buffer: pngBytes() })
  await expect(page.getByRole('list', { name: '이미지' })).toContainText('sample.png')
  await page.locator('input[type=file][accept^=".pdf"]').setInputFiles({ name: '시료목록.pdf', mimeType: 'application/pdf', buffer: pdfBytes() })
  await expect(page.getByRole('list', { name: '첨부파일' })).toContainText('시료목록.pdf')
  await page.getByRole('textbox', { name: '내용' }).click()
  await page.keyboard.type('다음 주 SEM 예약을 하루 미룰 수 있을까요?')
  await expect(page.getByText('26 / 5,000자')).toBeVisible()
  await page.getByLabel(/비밀글로 작성합니다/).check()

  await page.getByRole('button', { name: '미리보기' }).click()
  const preview = page.getByRole('dialog', { name: '작성 내용 미리보기' })
  await expect(preview).toContainText(title)
  await expect(preview).toContainText('다음 주 SEM 예약을 하루 미룰 수 있을까요?')
  await expect(preview.getByRole('img', { name: '비밀글' })).toBeVisible()
  await preview.getByRole('button', { name: '등록' }).click()

  await expect(page).toHaveURL(/\/myPage\/myQnaDetail\?id=\d+/)
  const id = Number(new URL(page.url()).searchParams.get('id'))
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await expect(page.getByText('미답변').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'sample.png' })).toBeVisible()
  await expect(page.getByRole('button', { name: /시료목록\.pdf/ })).toBeVisible()

  // Another member: the row is listed with its lock, but neither its title nor the post opens.
  const otherContext = await browser.newContext()
  const other = await otherContext.newPage()
  await logInAs(other, await createMember(other.request, 'qnb'))
  await other.goto('/infoPlaza/qna')
  await expect(other.getByRole('table', { name: 'Q&A 목록' })).toBeVisible()
  await expect(other.getByText(title)).toHaveCount(0)
  await expect(other.getByRole('row').filter({ hasText: '비밀글입니다' }).first().getByRole('img', { name: '비밀글' })).toBeVisible()
  await other.goto(`/infoPlaza/qnaDetail?id=${id}`)
  await expect(other.getByText('비밀글은 작성자와 담당자만 볼 수 있습니다.')).toBeVisible()
  await expect(other.getByText('다음 주 SEM 예약')).toHaveCount(0)
  await otherContext.close()

  // Staff answer in the admin.
  const mailsBefore = await lastMailId(baseURL!, `${asker}@example.com`)
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await submitAdminLogin(staff, staffLogin)
  // Signed in once the dashboard shows; a document opened before that lands on the login page.
  await expect(staff.getByRole('heading', { name: /처리를 기다리는 일/ })).toBeVisible()
  await staff.goto(`/admin/collections/inquiries/${id}`)
  const answer = staff.locator('[data-lexical-editor="true"]').nth(1)
  await answer.click()
  await staff.keyboard.type('네, 담당자가 예약일을 하루 뒤로 옮겨 드렸습니다.')
  await staff.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())))
  await staff.getByRole('button', { name: '저장' }).click()
  await expect(staff.locator('#field-answerState')).toContainText('답변완료', { timeout: 30_000 })
  await staffContext.close()

  // The asker sees the answer, can no longer edit, and has the mail.
  await page.goto('/myPage/myQna')
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('답변완료')
  await page.getByRole('link', { name: title }).click()
  await expect(page.getByRole('region', { name: '답변' })).toContainText('네, 담당자가 예약일을 하루 뒤로 옮겨 드렸습니다.')
  await expect(page.getByRole('button', { name: '수정' })).toHaveCount(0)
  await expect(page.getByText('답변이 등록된 글은 수정하거나 삭제할 수 없습니다.')).toBeVisible()
  const mail = await waitForMail(baseURL!, `${asker}@example.com`, { afterId: mailsBefore, subject: /답변/ })
  expect(mail.text).toContain(`/infoPlaza/qnaDetail?id=${id}`)
})
