import fs from 'node:fs'
import { expect, type Page, test } from '../helpers/e2e-test'
import type { BoardPostDetail, BoardPostSummary } from '../../contract/boards'
import type { ApiEnvelope, ListData } from '../../contract/envelope'
import { seedFacts } from '../../seed/data/notices'

const searchNotices = async (page: Page, searchType: '전체' | '제목' | '내용', keyword: string) => {
  await page.getByLabel('검색 구분').selectOption({ label: searchType })
  await page.getByLabel('검색어').fill(keyword)
  await page.getByRole('button', { name: '검색', exact: true }).click()
}

test('a visitor searches the notice board and opens the post found', async ({ page }) => {
  await page.goto('/infoPlaza/notice')
  await expect(page.getByText(`총 ${seedFacts.publishedNoticeCount}건`)).toBeVisible()

  await searchNotices(page, '전체', seedFacts.searchKeyword)
  await expect(page.getByText(`총 ${seedFacts.searchMatchCount}건`)).toBeVisible()
  await expect(page).toHaveURL(/searchKeyword=/)

  await page.getByRole('link', { name: seedFacts.searchNoticeTitle }).click()
  await expect(page.getByRole('heading', { name: seedFacts.searchNoticeTitle })).toBeVisible()
  await expect(page).toHaveURL(/\/infoPlaza\/noticeDetail\?id=\d+/)
})

test('drafts never appear on the notice board', async ({ page }) => {
  await page.goto('/infoPlaza/notice')
  await searchNotices(page, '제목', seedFacts.draftTitlePrefix)
  await expect(page.getByText('총 0건')).toBeVisible()
  await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible()
})

test('a visitor walks to the older and newer notice and back to the list', async ({ page, request }) => {
  const list = (await (await request.get('/api/v1/boards/notice/list?pageSize=100')).json()) as ApiEnvelope<ListData<BoardPostSummary>>
  const middle = list.data!.list.filter((post) => !post.pinned)[4]!
  const detail = (await (await request.get(`/api/v1/boards/notice/${middle.id}`)).json()) as ApiEnvelope<BoardPostDetail>
  const { prev, next } = detail.data!

  await page.goto(`/infoPlaza/noticeDetail?id=${middle.id}`)
  const adjacent = page.getByRole('navigation', { name: '이전글 다음글' })
  await adjacent.getByRole('link', { name: prev!.title }).click()
  await expect(page.getByRole('heading', { name: prev!.title })).toBeVisible()

  await page.getByRole('navigation', { name: '이전글 다음글' }).getByRole('link', { name: middle.title }).click()
  await expect(page.getByRole('heading', { name: middle.title })).toBeVisible()
  await page.getByRole('navigation', { name: '이전글 다음글' }).getByRole('link', { name: next!.title }).click()
  await expect(page.getByRole('heading', { name: next!.title })).toBeVisible()

  await page.getByRole('link', { name: '목록' }).click()
  await expect(page).toHaveURL(/\/infoPlaza\/notice$/)
})

test('a visitor downloads every attachment of a notice', async ({ page }) => {
  await page.goto('/infoPlaza/notice')
  await searchNotices(page, '제목', seedFacts.attachmentNoticeTitle)
  await page.getByRole('link', { name: seedFacts.attachmentNoticeTitle }).click()

  const files = page.getByRole('region', { name: '첨부파일' }).getByRole('link')
  await expect(files).toHaveCount(seedFacts.attachmentNoticeFileCount)
  const first = files.first()
  const expectedName = await first.getAttribute('download')
  const [download] = await Promise.all([page.waitForEvent('download'), first.click()])
  expect(download.suggestedFilename()).toBe(expectedName)
  const saved = await download.path()
  expect(fs.statSync(saved).size).toBeGreaterThan(0)
})

test('the view count on the page grows with each visit', async ({ page }) => {
  await page.goto('/infoPlaza/notice')
  await page
    .getByRole('link', { name: seedFacts.oldestNoticeTitle })
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined)
  await searchNotices(page, '제목', seedFacts.oldestNoticeTitle)
  await page.getByRole('link', { name: seedFacts.oldestNoticeTitle }).click()
  const views = page.locator('dt', { hasText: '조회수' }).locator('xpath=following-sibling::dd[1]')
  const first = Number((await views.textContent())!.replace(/,/g, ''))
  await page.reload()
  await expect(views).toHaveText((first + 1).toLocaleString('ko-KR'))
})
