import { expect, test } from '../helpers/e2e-test'
import { approveBookingInAdmin } from '../helpers/admin-approve-booking'
import { createMember, logInAs } from '../helpers/e2e-session'
import { applyThroughDialog, choose } from '../helpers/equipment-booking-ui'
import { findOpenSlots } from '../helpers/equipment-slots'
import { waitForMail } from '../helpers/mailbox'

test('a member books two slots, staff approve in /admin, and the member is told and sees 승인', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000)
  const loginId = await createMember(page.request, 'eqs')
  const email = `${loginId}@example.com`
  const token = await logInAs(page, loginId)
  const choice = await findOpenSlots(page.request, 2, token)

  await page.goto('/easyReservation')
  await choose(page, choice)
  const reservationNo = await applyThroughDialog(page, choice)
  await waitForMail(baseURL!, email, { subject: /접수/ })

  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const admin = await staff.newPage()
  await approveBookingInAdmin(admin, reservationNo)
  await staff.close()

  const mail = await waitForMail(baseURL!, email, { subject: /승인/ })
  expect(mail.text).toContain(reservationNo)

  await page.goto('/myPage/equ')
  const row = page.locator(`[data-reservation-no="${reservationNo}"]`)
  await expect(row.getByText('승인', { exact: true })).toBeVisible()
  await row.getByRole('button', { name: '상세' }).click()
  const detail = page.getByRole('dialog')
  await expect(detail.getByText('승인').first()).toBeVisible()
  await expect(detail.getByText('신청').first()).toBeVisible()
})
