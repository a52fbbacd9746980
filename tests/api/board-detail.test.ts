import { describe, expect, it } from 'vitest'
import type { BoardPostDetail, BoardPostSummary } from '../../contract/boards'
import type { ListData } from '../../contract/envelope'
import { bearer, portalUrl, requestJson, v1 } from '../helpers/api'
import { lexical } from '../helpers/content'
import { adminLogin } from '../helpers/members'

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

describe('board post detail against Payload REST', () => {
  type RestDoc = {
    title: string
    category: string
    author?: string
    publishedAt: string
    attachments?: { id: number; filename: string; originalName?: string | null; url: string }[]
  }

  it.each([
    ['notice', 'notices'],
    ['news', 'news'],
    ['faq', 'faqs'],
    ['reference', 'references'],
    ['sharing', 'sharing-programs'],
    ['training', 'esg-posts'],
    ['founded', 'lifelong-posts'],
    ['activity', 'center-activities'],
  ])('%s: the detail carries the values and files Payload REST has for the post', async (board, collection) => {
    const listed = (await v1<ListData<BoardPostSummary>>(`/boards/${board}/list?pageSize=100`)).body.data!.list
    const withFiles = listed.find((post) => post.attachmentCount > 0) ?? listed[0]!
    const post = await detail(board, withFiles.id)
    const { body: doc } = await requestJson<RestDoc>(`/api/${collection}/${withFiles.id}?depth=1`)
    expect(post).toMatchObject({ title: doc.title, category: doc.category, author: doc.author ?? '', publishedAt: doc.publishedAt })
    expect(post.attachments.map(({ id, filename, url }) => ({ id, filename, url }))).toEqual(
      // The portal names a file as its uploader did; Payload's `filename` is the unique storage name.
      (doc.attachments ?? []).map(({ id, filename, originalName, url }) => ({ id, filename: originalName || filename, url })),
    )
  })

  it('shows an image embedded in the body, which only a populated read can render', async () => {
    const token = await adminLogin()
    const { body: media } = await requestJson<{ docs: { id: number; url: string }[] }>('/api/media?limit=1')
    const image = media.docs[0]!
    const content = lexical('사진과 함께 보는 안내입니다.')
    content.root.children.push({ type: 'upload', version: 3, format: '', id: 'embedded-image', fields: null, relationTo: 'media', value: image.id } as never)
    const { httpStatus, body } = await requestJson<{ doc: { id: number } }>('/api/notices', {
      method: 'POST',
      headers: bearer(token),
      body: JSON.stringify({ title: '이미지가 들어간 공지', category: 'general', content, publishedAt: '2020-01-01T01:00:00.000Z', _status: 'published' }),
    })
    expect(httpStatus).toBe(201)
    const post = await detail('notice', body.doc.id)
    expect(post.contentHtml).toContain('사진과 함께 보는 안내입니다.')
    expect(post.contentHtml).toContain(`src="${image.url}"`)
  })
})
