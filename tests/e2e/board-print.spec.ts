import { type APIRequestContext, expect, test } from '../helpers/e2e-test'
import type { BoardPostSummary } from '../../contract/boards'
import type { ApiEnvelope, ListData } from '../../contract/envelope'

/** A published notice with files, so the printout has attachment names to keep. */
const noticeWithFiles = async (request: APIRequestContext) => {
  const list = (await (await request.get('/api/v1/boards/notice/list?pageSize=100')).json()) as ApiEnvelope<ListData<BoardPostSummary>>
  return list.data!.list.find((post) => post.attachmentCount > 0)!
}

test('인쇄 opens the browser print dialog for the post', async ({ page, request }) => {
  const notice = await noticeWithFiles(request)
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'true')
  })
  await page.goto(`/infoPlaza/noticeDetail?id=${notice.id}`)
  await page.getByRole('button', { name: '인쇄' }).click()
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'true')
})

test('the printed post keeps its title, dates, body and file names and drops the site around it', async ({ page, request }) => {
  const notice = await noticeWithFiles(request)
  await page.goto(`/infoPlaza/noticeDetail?id=${notice.id}`)
  await expect(page.getByRole('heading', { name: notice.title })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('navigation', { name: '이전글 다음글' })).toBeHidden()
  await expect(page.getByRole('button', { name: '인쇄' })).toBeHidden()
  await expect(page.getByRole('heading', { name: notice.title })).toBeVisible()
  await expect(page.getByText('등록일')).toBeVisible()
  await expect(page.getByRole('heading', { name: '첨부파일' })).toBeVisible()
  const color = await page.getByRole('heading', { name: notice.title }).evaluate((heading) => getComputedStyle(heading).color)
  expect(color).toBe('rgb(0, 0, 0)')
})
