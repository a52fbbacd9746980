import { describe, expect, it } from 'vitest'
import type { BoardPostDetail, BoardPostSummary } from '../../contract/boards'
import type { ListData } from '../../contract/envelope'
import { portalUrl, v1 } from '../helpers/api'

const listNotices = async () => (await v1<ListData<BoardPostSummary>>('/boards/notice/list?pageSize=100')).body.data!.list

const detail = async (board: string, id: number) => {
  const { httpStatus, body } = await v1<BoardPostDetail>(`/boards/${board}/${id}`)
  expect(httpStatus).toBe(200)
  return body.data!
}

describe('board post detail', () => {
  it('returns the body as HTML with the summary fields', async () => {
    const [first] = await listNotices()
    const post = await detail('notice', first!.id)
    expect(post).toMatchObject({ id: first!.id, title: first!.title, category: first!.category, author: first!.author })
    expect(post.contentHtml).toMatch(/<p/)
  })

  it('links to the older post as prev and the newer one as next, by date', async () => {
    const byDate = (await listNotices()).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id)
    const middle = byDate[5]!
    const post = await detail('notice', middle.id)
    expect(post.prev?.id).toBe(byDate[6]!.id)
    expect(post.next?.id).toBe(byDate[4]!.id)
    expect((await detail('notice', byDate[0]!.id)).next).toBeNull()
    expect((await detail('notice', byDate[byDate.length - 1]!.id)).prev).toBeNull()
  })

  it('counts each detail read once, and list reads not at all', async () => {
    const news = (await v1<ListData<BoardPostSummary>>('/boards/news/list?pageSize=1')).body.data!.list[0]!
    const first = await detail('news', news.id)
    await v1('/boards/news/list?pageSize=1')
    const second = await detail('news', news.id)
    expect(second.viewCount).toBe(first.viewCount + 1)
    const listed = (await v1<ListData<BoardPostSummary>>('/boards/news/list?pageSize=1')).body.data!.list[0]!
    expect(listed.viewCount).toBe(second.viewCount)
  })

  it('serves attachments that download with their content', async () => {
    const withFile = (await listNotices()).find((post) => post.attachmentCount > 0)!
    const post = await detail('notice', withFile.id)
    expect(post.attachments.length).toBe(withFile.attachmentCount)
    const file = post.attachments[0]!
    const response = await fetch(`${portalUrl()}${file.url}`)
    expect(response.status).toBe(200)
    expect(Number(response.headers.get('content-length') ?? (await response.clone().arrayBuffer()).byteLength)).toBe(file.filesize)
  })

  it('answers a missing post with a 404 envelope', async () => {
    const { httpStatus, body } = await v1('/boards/notice/999999')
    expect(httpStatus).toBe(404)
    expect(body).toEqual({ status: { code: 404, message: '게시글을 찾을 수 없습니다.' }, data: null })
  })
})
