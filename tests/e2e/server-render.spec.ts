import { type ConsoleMessage, expect, test, waitForApp } from '../helpers/e2e-test'

/**
 * Server-rendered public pages in a browser (issue 35): without JavaScript they still show their
 * content, and with it they hydrate without a mismatch and go on as the SPA.
 */
const pages = [
  { path: '/', shows: '공지사항' },
  { path: '/infoPlaza/notice', shows: '공지사항' },
  { path: '/cooperation/edu', shows: '산업교육' },
  { path: '/intro/intro', shows: '인사말' },
  { path: '/cooperation/events', shows: '행사' },
  { path: '/cooperation/techTransfer', shows: '기술' },
  { path: '/easyReservation', shows: '장비' },
]

test('with JavaScript off, public pages show their content, and a link leads to the next page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  for (const { path, shows } of pages) {
    await page.goto(path)
    await expect(page.locator('main')).toContainText(shows)
  }
  await page.goto('/infoPlaza/notice')
  const first = page.locator('main table tbody a').first()
  const title = (await first.textContent())!.trim()
  await first.click()
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await context.close()
})

const hydrationProblems = (messages: ConsoleMessage[]) =>
  messages.filter((message) => /\[hydration\]|hydrat|Minified React error #4(18|19|21|23)/i.test(message.text()))

test('public pages hydrate without a mismatch, on a desktop and on a phone', async ({ browser, baseURL }) => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({
      baseURL,
      viewport,
      userAgent: viewport.width < 500 ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' : undefined,
    })
    const page = await context.newPage()
    const messages: ConsoleMessage[] = []
    page.on('console', (message) => messages.push(message))
    const errors: Error[] = []
    page.on('pageerror', (error) => errors.push(error))
    for (const { path } of pages) {
      await page.goto(path)
      await waitForApp(page)
      await expect(page.locator('main')).toBeVisible()
    }
    expect(hydrationProblems(messages).map((message) => message.text())).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  }
})

test('a hydrated page goes on as the SPA: a click opens the post without loading a new document', async ({ page }) => {
  await page.goto('/infoPlaza/notice')
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  const first = page.locator('main table tbody a').first()
  const title = (await first.textContent())!.trim()
  await first.click()
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  expect(documents).toEqual([])
})
