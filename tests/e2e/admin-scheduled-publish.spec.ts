import { expect, test } from '../helpers/e2e-test'
import { staffLogin } from '../helpers/accounts'
import { submitAdminLogin } from '../helpers/admin-login'

test('staff schedule the vision page in /admin, and the portal shows it once its time has come', async ({ page, browser }) => {
  const vision = `예약 게시로 바뀐 비전 ${Date.now()}`
  // The picker offers times from the browser's "now" on, in five-minute steps. This browser's clock
  // runs ten minutes behind the server's, so the first time it offers has already come on the
  // server, and the job cron (every two seconds under test) publishes at its next turn. The clock is
  // shifted by a Date subclass rather than Playwright's page.clock, whose Date cannot be subclassed:
  // the picker's time-zone dates (TZDate, Seoul) extend Date and lost their methods under it.
  await page.addInitScript((offsetMs) => {
    const NativeDate = Date
    class ShiftedDate extends NativeDate {
      constructor(...args: ConstructorParameters<DateConstructor> | []) {
        if (args.length === 0) super(NativeDate.now() + offsetMs)
        else super(...(args as ConstructorParameters<DateConstructor>))
      }
      static now() {
        return NativeDate.now() + offsetMs
      }
    }
    globalThis.Date = ShiftedDate as DateConstructor
  }, -10 * 60_000)

  await submitAdminLogin(page, staffLogin)
  await expect(page.getByRole('heading', { name: '정보광장' })).toBeVisible()
  await page.goto('/admin/globals/vision-page')
  await page.locator('#field-statement').fill(vision)
  await page.getByRole('button', { name: '초안 저장' }).click()
  await expect(page.getByText('상태: 변경됨')).toBeVisible()

  const visitor = await browser.newPage()
  await visitor.goto('/intro/vision')
  await expect(visitor.getByRole('heading', { level: 2 }).first()).toBeVisible()
  await expect(visitor.getByText(vision)).toHaveCount(0)

  await page.locator('#action-save-popup button').click()
  await page.getByRole('button', { name: '예약 게시' }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByText('비전 및 목표 예약 게시')).toBeVisible()
  await expect(drawer.getByText('예약된 게시가 없습니다.')).toBeVisible()
  await drawer.locator('#time input').click()
  await page.locator('.react-datepicker__day--today').click()
  await page.locator('.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)').first().click()
  // The calendar stays open over the drawer's button until the focus leaves it.
  await drawer.getByText('비전 및 목표 예약 게시').click()
  await drawer.getByRole('button', { name: '저장' }).click()
  await expect(page.getByText('예약했습니다.')).toBeVisible()

  await expect(async () => {
    await visitor.reload()
    await expect(visitor.getByText(vision)).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
})
