import type { Page } from '@playwright/test'

/** Opens a board's new-post form in /admin and writes its title and a one-line body; saving is the test's. */
export const writeAdminPost = async (page: Page, collection: string, { title, body }: { title: string; body: string }) => {
  await page.goto(`/admin/collections/${collection}/create`)
  await page.locator('[data-lexical-editor="true"]').click()
  await page.keyboard.type(body)
  // Payload's rich-text field hands its value to the form in an idle callback; idle callbacks run
  // in the order they were queued, so once ours has run the body is in the form.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())))
  await page.locator('#field-title').fill(title)
}
