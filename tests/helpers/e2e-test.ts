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

type Traffic = { inFlight: number; changedAt: number }
const traffic = new WeakMap<Page, Traffic>()

/** Counts the page's requests under way from its first one, so a wait can tell when they have all ended. */
const followTraffic = (page: Page) => {
  const state: Traffic = { inFlight: 0, changedAt: Date.now() }
  const change = (by: number) => {
    state.inFlight += by
    state.changedAt = Date.now()
  }
  page.on('request', () => change(1))
  page.on('requestfinished', () => change(-1))
  page.on('requestfailed', () => change(-1))
  traffic.set(page, state)
}

/** Quiet this long with nothing under way: what a page fetches after its first paint has come in. */
const QUIET_MS = 150

/**
 * Waits until no request of the page has been under way for a moment. Playwright's `networkidle` asks
 * for 500 ms of silence, which every page of a walk over the whole site then waits out in full; a
 * page the fixture below did not open falls back to it.
 */
export const waitForQuietNetwork = async (page: Page) => {
  const state = traffic.get(page)
  if (!state) return page.waitForLoadState('networkidle')
  await expect
    .poll(() => state.inFlight === 0 && Date.now() - state.changedAt >= QUIET_MS, { message: 'requests of the page still under way', intervals: [50] })
    .toBe(true)
}

/**
 * Playwright's `test` whose `page` waits for the app after every `goto` and `reload`, and fails the
 * test when a server-rendered page did not hydrate as it was drawn (boot.tsx names those errors).
 * Pages a test opens itself (`browser.newContext()`) wait with `waitForApp` where they load a public
 * page as a guest.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    followTraffic(page)
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
