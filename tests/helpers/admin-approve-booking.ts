import { expect, type Page } from '@playwright/test'
import { staffLogin } from './accounts'
import { submitAdminLogin } from './admin-login'

/** Staff sign in to /admin, open the booking from the list and approve it, as the equipment office does. */
export const approveBookingInAdmin = async (admin: Page, reservationNo: string) => {
  await submitAdminLogin(admin, staffLogin)
  // The dashboard first: going on before the login settles lands on the login page again.
  await expect(admin.getByRole('heading', { name: '장비 예약' }).first()).toBeVisible()
  await admin.goto('/admin/collections/equipment-reservations')
  // Payload writes its default query into the address once the list loads; click after that.
  await expect(admin).toHaveURL(/limit=/)
  await admin.getByRole('link', { name: reservationNo }).click()
  await admin.getByRole('region', { name: '예약 처리' }).getByRole('button', { name: '승인' }).click()
  // The document view reloads its form after the move; on a busy CI machine that took over 10 s once.
  await expect(admin.locator('#field-state')).toContainText('승인', { timeout: 20_000 })
}
