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
