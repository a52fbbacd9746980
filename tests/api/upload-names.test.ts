import { beforeAll, describe, expect, it } from 'vitest'
import type { BoardPostDetail } from '../../contract/boards'
import { bearer, loginToken, portalUrl, requestJson, v1 } from '../helpers/api'
import { memberLogin, staffLogin } from '../helpers/accounts'
import { lexical } from '../helpers/content'
import { pdfBytes, uploadPostFile } from '../helpers/member-boards'
import { uploadToCollection } from '../helpers/uploads'

/** The name a browser saves a download under: RFC 5987's `filename*` wins over the ASCII `filename`. */
const savedName = (response: Response) => {
  const disposition = response.headers.get('content-disposition') ?? ''
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1]
  return extended ? decodeURIComponent(extended) : /filename="([^"]*)"/.exec(disposition)?.[1]
}

const download = async (url: string, token: string) => {
  const response = await fetch(`${portalUrl()}${url}`, { headers: bearer(token) })
  expect(response.status).toBe(200)
  return response
}

describe('uploaded files keep the name the uploader chose', () => {
  let memberToken: string
  let staffToken: string

  beforeAll(async () => {
    memberToken = await loginToken(memberLogin.username, memberLogin.password)
    staffToken = await loginToken(staffLogin.username, staffLogin.password)
  })

  it('shows and downloads two post files both named test-doc.pdf as test-doc.pdf, each its own file', async () => {
    const first = await uploadPostFile(memberToken, 'attachment', pdfBytes(), 'test-doc.pdf', 'application/pdf')
    const second = await uploadPostFile(memberToken, 'attachment', pdfBytes(), 'test-doc.pdf', 'application/pdf')
    expect([first.httpStatus, second.httpStatus]).toEqual([200, 200])
    expect([first.body.data!.filename, second.body.data!.filename]).toEqual(['test-doc.pdf', 'test-doc.pdf'])
    expect(first.body.data!.url).not.toBe(second.body.data!.url)
    for (const file of [first.body.data!, second.body.data!]) {
      const response = await download(file.url, memberToken)
      expect(response.headers.get('content-disposition')).toMatch(/^attachment;/)
      expect(savedName(response)).toBe('test-doc.pdf')
    }
  })

  it('round-trips a Korean file name, in the answer and in the download', async () => {
    const name = '산학협력 신청서(최종).pdf'
    const { httpStatus, body } = await uploadPostFile(memberToken, 'attachment', pdfBytes(), name, 'application/pdf')
    expect(httpStatus).toBe(200)
    expect(body.data!.filename).toBe(name)
    const response = await download(body.data!.url, memberToken)
    expect(savedName(response)).toBe(name)
    // Old clients read only the ASCII parameter; it must still be a well-formed header value.
    expect(response.headers.get('content-disposition')).toMatch(/filename="[\x20-\x7e]+\.pdf"/)
  })

  it('lists and downloads two staff attachments of a notice, both named test-doc.pdf, as test-doc.pdf', async () => {
    const ids: number[] = []
    for (let copy = 0; copy < 2; copy++) {
      const pdf = new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' })
      const { status, text } = await uploadToCollection(portalUrl(), 'files', pdf, 'test-doc.pdf', bearer(staffToken))
      expect(status).toBe(201)
      ids.push((JSON.parse(text) as { doc: { id: number } }).doc.id)
    }
    const { httpStatus, body } = await requestJson<{ doc: { id: number } }>('/api/notices', {
      method: 'POST',
      headers: bearer(staffToken),
      body: JSON.stringify({
        title: '같은 이름의 첨부파일',
        category: 'general',
        content: lexical('첨부파일 두 개'),
        attachments: ids,
        publishedAt: '2020-01-01T01:00:00.000Z',
        _status: 'published',
      }),
    })
    expect(httpStatus).toBe(201)
    const post = (await v1<BoardPostDetail>(`/boards/notice/${body.doc.id}`)).body.data!
    expect(post.attachments.map((file) => file.filename)).toEqual(['test-doc.pdf', 'test-doc.pdf'])
    expect(new Set(post.attachments.map((file) => file.url)).size).toBe(2)
    for (const file of post.attachments) {
      const response = await download(file.url, staffToken)
      expect(savedName(response)).toBe('test-doc.pdf')
    }
    const rest = await requestJson<{ originalName: string; filename: string }>(`/api/files/${ids[1]}`, { headers: bearer(staffToken) })
    expect(rest.body.originalName).toBe('test-doc.pdf')
    expect(rest.body.filename).not.toBe('test-doc.pdf')
  })
})
