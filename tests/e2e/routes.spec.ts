import { expect, test } from '../helpers/e2e-test'
import type { BoardPostSummary } from '../../contract/boards'
import type { ApiEnvelope, ListData } from '../../contract/envelope'
import { detailRoutes, memberRoutes } from '../helpers/spec-routes'
import { menuGroups } from '../../web/src/config/menus'

const NOT_FOUND = '페이지를 찾을 수 없습니다'

// That every public route renders its own page, nowhere "준비 중", is checked on the walk over every
// page in accessibility.spec.ts, at both widths.

test('both spellings of every board detail route show the post', async ({ page, request }) => {
  for (const [board, routes] of Object.entries(detailRoutes)) {
    const response = await request.get(`/api/v1/boards/${board}/list?pageSize=1`)
    const { data } = (await response.json()) as ApiEnvelope<ListData<BoardPostSummary>>
    const post = data!.list[0]!
    for (const route of routes) {
      await page.goto(`${route}?id=${post.id}`)
      await expect(page.getByRole('heading', { name: post.title }), route).toBeVisible()
    }
  }
})

test('a detail address whose id cannot exist shows the 404 page without asking the API for it', async ({ page }) => {
  test.setTimeout(120_000)
  const asked: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/api/')) asked.push(pathname)
  })
  const addresses = [
    ...[...Object.values(detailRoutes).flat(), '/cooperation/collaboDetail'].map((route) => `${route}?id=abc`),
    '/infoPlaza/noticeDetail?id=-3',
    '/infoPlaza/notice_detail?id=0',
  ]
  for (const address of addresses) {
    await page.goto(address)
    await expect(page.getByRole('heading', { name: NOT_FOUND }), address).toBeVisible()
  }
  expect(asked.filter((pathname) => /\/(NaN|undefined|0|abc|-3)$/.test(pathname))).toEqual([])
})

test('a guest opening any member route is sent to /login with the page to return to', async ({ page }) => {
  test.setTimeout(120_000)
  const menuLinks = ['/myPage', ...menuGroups.mypage.items.map((item) => item.link)]
  const spelled = [...menuLinks, ...menuLinks.map((link) => link.replace('/myPage', '/mypage'))]
  expect(
    spelled.filter((link) => !memberRoutes.includes(link)),
    'my-page menu links walked below',
  ).toEqual([])
  for (const route of memberRoutes) {
    await page.goto(route)
    await expect(page, route).toHaveURL(/\/login\?redirect=/)
  }
})

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByText(NOT_FOUND)).toBeVisible()
  await expect(page.getByText('404')).toBeVisible()
  await page.getByRole('link', { name: '홈으로' }).click()
  await expect(page).toHaveURL(/\/$/)
})
