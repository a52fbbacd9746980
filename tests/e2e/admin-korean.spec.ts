import { expect, test } from '../helpers/e2e-test'
import { staffLogin } from '../helpers/accounts'
import { submitAdminLogin } from '../helpers/admin-login'
import { writeAdminPost } from '../helpers/admin-post'

const seoulMoment = /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/

test.beforeEach(async ({ page }) => {
  await submitAdminLogin(page, staffLogin)
  await expect(page.getByRole('heading', { name: '정보광장' })).toBeVisible()
})

test('the dashboard is set in the bundled Noto Sans KR and the inbox writes moments as 2026.11.26 14:05', async ({ page }) => {
  // This machine has no Korean system font: only the bundled font can draw the Korean.
  const fontFamily = await page
    .locator('h1, h2')
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily)
  expect(fontFamily).toMatch(/^"?Noto Sans KR Variable/)
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready
        return [...document.fonts].some((face) => face.family.includes('Noto Sans KR') && face.status === 'loaded')
      }),
    )
    .toBe(true)

  const inbox = page.locator('section[aria-labelledby="staff-inbox-title"]')
  await expect(inbox.getByRole('cell', { name: seoulMoment }).first()).toBeVisible()
  await expect(inbox.getByText(/\d{4}\. \d{1,2}\. \d{1,2}\./)).toHaveCount(0)
})

test('each application list exports its own programme once a 다운로드 사유 is given, and the range reads "1-n / 전체 n"', async ({ page }) => {
  for (const [collection, kind] of [
    ['advisory-requests', 'tech'],
    ['course-applications', 'edu'],
    ['project-proposals', 'assn'],
  ]) {
    await page.goto(`/admin/collections/${collection}`)
    // Payload writes its default query into the address once the list has loaded; a click before that
    // can land on a button not yet wired (seen once on a busy machine).
    await expect(page).toHaveURL(/limit=/)
    await page.getByRole('button', { name: '엑셀로 내려받기 (현재 필터)' }).click()
    const dialog = page.getByRole('dialog', { name: '다운로드 사유' })
    await dialog.getByRole('combobox', { name: '사유' }).selectOption('기타')
    await dialog.getByRole('button', { name: '내려받기' }).click()
    // 기타 without words is stopped in the dialog, before any request.
    await expect(dialog.getByRole('alert')).toHaveText('기타를 고르셨다면 다운로드 사유를 직접 적어 주세요.')
    await dialog.getByRole('textbox', { name: '상세 사유' }).fill('감사 자료 요청')
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: '내려받기' }).click()
    const url = new URL((await download).url())
    expect(url.pathname).toBe(`/api/v1/applications/${kind}/export`)
    expect(url.searchParams.get('downloadReason')).toBe('기타')
    expect(url.searchParams.get('downloadReasonDetail')).toBe('감사 자료 요청')
  }
  await page.goto('/admin/collections/notices')
  await expect(page.locator('.page-controls__page-info')).toHaveText(/^\d+-\d+ \/ 전체 \d+$/)
})

test('a new draft notice: Korean toast and editor labels, and 예약 게시 preset to 게시 in Seoul time, said in words', async ({ page }) => {
  await writeAdminPost(page, 'notices', { title: `예약 게시 기본값 ${Date.now()}`, body: '아직 게시하지 않은 공지입니다.' })
  // Payload's editor hard-codes these names in English; staff's screen readers get Korean.
  await expect(page.getByRole('button', { name: '끌어서 옮기기' })).toHaveCount(1)
  await expect(page.getByRole('button', { name: '블록 추가' })).toHaveCount(1)
  await expect(page.locator('[aria-label="Drag to move"], [aria-label="Add block"]')).toHaveCount(0)

  const fontOf = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily)
  // The editor (Payload: Georgia …) and the toasts (sonner: system-ui …) have stacks of their own.
  expect(await fontOf('[data-lexical-editor="true"]')).toMatch(/^"?Noto Sans KR Variable/)

  await page.getByRole('button', { name: '초안 저장' }).click()
  await expect(page.getByText('새 공지사항 항목을 저장했습니다.')).toBeVisible()
  expect(await fontOf('[data-sonner-toast]')).toMatch(/^"?Noto Sans KR Variable/)
  await expect(page).toHaveURL(/\/admin\/collections\/notices\/\d+/)

  await page.locator('#action-save-popup button').click()
  await page.getByRole('button', { name: '예약 게시' }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByRole('radio', { name: '게시', exact: true })).toBeChecked()
  await expect(drawer.getByRole('status')).toHaveText('선택한 작업: 게시 — 정한 시각에 포털에 공개합니다.')
  await drawer.getByText('게시 해제', { exact: true }).click()
  await expect(drawer.getByRole('radio', { name: '게시 해제' })).toBeChecked()
  await expect(drawer.getByRole('status')).toHaveText('선택한 작업: 게시 해제 — 정한 시각에 포털에서 내립니다.')

  // One time zone, in Korean: nothing to pick from Payload's English list of every zone.
  await expect(drawer.locator('.timezone-picker')).toContainText('서울 (한국 표준시)')
  await expect(drawer.getByText(/UTC|Seoul|Samoa/)).toHaveCount(0)
  await drawer.locator('#time input').click()
  await expect(page.locator('.react-datepicker-time__header')).toHaveText('시각')
})
