import { expect, test } from '../helpers/e2e-test'

test('the fixed header appears once the page is scrolled past 60px', async ({ page }) => {
  await page.goto('/infoPlaza/notice')
  await expect(page.getByRole('table', { name: '공지사항 목록' })).toBeVisible()
  const fixedHeader = page.getByTestId('fixed-header')
  await page.evaluate(() => window.scrollTo(0, 60))
  await expect(fixedHeader).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 61))
  await expect(fixedHeader).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(fixedHeader).toBeHidden()
})

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the side drawer opens with the menu and a login prompt', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: '전체메뉴 열기' }).click()
    const drawer = page.getByRole('dialog')
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('link', { name: '로그인' }).first()).toBeVisible()
    await drawer.getByRole('button', { name: '정보광장' }).click()
    await drawer.getByRole('link', { name: '공지사항' }).click()
    await expect(page).toHaveURL(/\/infoPlaza\/notice$/)
    await expect(drawer).toBeHidden()
  })
})

test('the footer links the university institutions and the privacy policy', async ({ page }) => {
  await page.goto('/')
  const footer = page.locator('footer')
  await expect(footer.getByRole('link', { name: /개인정보처리방침/ })).toHaveAttribute('href', /^https:\/\//)
  await expect(footer.getByLabel('대학 기관 바로가기')).toBeVisible()
  await expect(footer.getByText(/TEL/)).toBeVisible()
})

test('the Korean web font is added once the first page has rendered, and the page then uses it', async ({ page }) => {
  const table = page.getByRole('table', { name: '공지사항 목록' })
  // Whether the first page had rendered when each font sheet was asked for.
  const renderedAtFontRequest: boolean[] = []
  await page.route(/\/assets\/fonts-[^/]*\.css$/, async (route) => {
    renderedAtFontRequest.push(await table.isVisible())
    await route.continue()
  })
  // The list answers only once the page has loaded without it: until then the first page has not rendered.
  let answerList = () => {}
  const listHeld = new Promise<void>((resolve) => (answerList = resolve))
  await page.route('**/api/v1/boards/notice/list**', async (route) => {
    await listHeld
    await route.continue()
  })
  await page.goto('/infoPlaza/notice')
  answerList()
  await expect(table).toBeVisible()
  const loadedFontSlices = () =>
    page.evaluate(() => [...document.fonts].filter((face) => face.family.includes('Noto Sans KR Variable') && face.status === 'loaded').length)
  await expect.poll(loadedFontSlices).toBeGreaterThan(0)
  expect(renderedAtFontRequest).toEqual([true])
})
