import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Types into a field of an admin client component once the page has hydrated: text typed into the
 * server-rendered field before that is reset by hydration, and a form whose field is optional would
 * then go through without it.
 */
export const fillAfterHydration = async (page: Page, field: Locator, value: string) => {
  await page.waitForLoadState('networkidle')
  await field.fill(value)
  await expect(field).toHaveValue(value)
}

/**
 * Staff open a waiting application from its admin list, found by its title or number. The dashboard's inbox
 * lists only the 30 oldest waiting items, and a whole test run leaves more than that waiting, so a
 * story's fresh application may not be among them (tests/e2e/admin-member-boards.spec.ts covers the inbox).
 */
export const openFromAdminList = async (admin: Page, collection: string, title: string) => {
  await admin.goto(`/admin/collections/${collection}?search=${encodeURIComponent(title)}`)
  // The search term is unique to the story, so the search leaves its row alone; the row's first column (the
  // application number, whatever columns staff chose to show) links to the document.
  await expect(admin.locator('.table tbody tr')).toHaveCount(1)
  await admin.locator('.table tbody tr').getByRole('link').first().click()
  await expect(admin.getByRole('region', { name: '신청 처리' })).toBeVisible()
}
