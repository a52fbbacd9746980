import { test as base, expect, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * Waits until the portal's React tree is live on the page. A server-rendered page is shown before
 * its script takes over (main.tsx), and a click or a typed value in that moment goes to the bare
 * HTML: a person waits a beat, a test acts in the first millisecond.
 */
export const waitForApp = (page: Page) =>
  // Only the portal's pages have #root: the admin, the development mailbox and files have nothing to wait for.
  page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'))

/**
 * Playwright's `test` whose `page` waits for the app after every `goto` and `reload`, and fails the
 * test when a server-rendered page did not hydrate as it was drawn (boot.tsx names those errors).
 * Pages a test opens itself (`browser.newContext()`) wait with `waitForApp` where they load a public
 * page as a guest.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const mismatches: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('[hydration]')) mismatches.push(`${page.url()}: ${message.text()}`)
    })
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => {
      const response = await goto(...args)
      await waitForApp(page)
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await waitForApp(page)
      return response
    }
    await use(page)
    expect(mismatches, 'hydration mismatches').toEqual([])
  },
})
