import type { MemberPostInput, PostType, UploadedPostFile } from '../../contract/member-boards'
import { buildPdf } from '../../seed/lib/documents'
import { bearer, portalUrl, requestJson, testClientAddress, v1 } from './api'

/** A 1×1 PNG. */
export const pngBytes = () => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

export const pdfBytes = () => Buffer.from(buildPdf({ title: 'Request', lines: ['Collaboration request'] }))

/** POST /file/uploadFile as the write form sends it; the raw answer, so tests can read refusals. */
export const uploadPostFile = async (token: string | null, kind: string, bytes: Uint8Array, filename: string, type: string) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename)
  const headers = { 'X-Forwarded-For': testClientAddress(), ...(token ? bearer(token) : {}) }
  const response = await fetch(`${portalUrl()}/file/uploadFile?kind=${kind}`, { method: 'POST', body: form, headers })
  const body = (await response.json()) as { status: { code: number; message: string }; data: UploadedPostFile | null }
  return { httpStatus: response.status, body }
}

export const uploaded = async (token: string, kind: 'image' | 'attachment') => {
  const { httpStatus, body } =
    kind === 'image'
      ? await uploadPostFile(token, kind, pngBytes(), 'photo.png', 'image/png')
      : await uploadPostFile(token, kind, pdfBytes(), 'plan.pdf', 'application/pdf')
  if (httpStatus !== 200 || !body.data) throw new Error(`upload failed: ${httpStatus} ${JSON.stringify(body)}`)
  return body.data
}

export const firstTypeId = async (token: string | null, board: 'qna' | 'collabo') => {
  const { body } = await v1<PostType[]>(`/member-boards/${board}/types`, { headers: token ? bearer(token) : {} })
  return body.data![0]!.id
}

export const collaborationContact = { company: '(주)시험기업', contactName: '홍길동', phone: '010-1111-2222', email: 'contact@example.com' }

export const postInput = (typeId: number, overrides: Partial<MemberPostInput> = {}): MemberPostInput => ({
  typeId,
  title: '시험 문의',
  contentHtml: '<p>문의 <strong>내용</strong>입니다.</p>',
  secret: false,
  imageIds: [],
  attachmentIds: [],
  ...overrides,
})

export const writePost = (token: string, board: 'qna' | 'collabo', input: MemberPostInput) =>
  v1<{ id: number }>(`/member-boards/${board}/posts`, { method: 'POST', headers: bearer(token), body: JSON.stringify(input) })

/** A file's URL fetched as a caller: Payload serves it under the collection's read rule. */
export const fileStatus = async (token: string | null, url: string) => (await fetch(`${portalUrl()}${url}`, { headers: token ? bearer(token) : {} })).status

export const staffAnswer = (staffToken: string, collection: string, id: number, text: string) =>
  requestJson(`/api/${collection}/${id}`, {
    method: 'PATCH',
    headers: bearer(staffToken),
    body: JSON.stringify({
      answer: {
        root: {
          type: 'root',
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          children: [
            {
              type: 'paragraph',
              format: '',
              indent: 0,
              version: 1,
              direction: 'ltr',
              children: [{ type: 'text', text, version: 1, format: 0, detail: 0, mode: 'normal', style: '' }],
            },
          ],
        },
      },
    }),
  })
