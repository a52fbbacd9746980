import { beforeAll, describe, expect, it } from 'vitest'
import { bearer, loginToken, portalUrl } from '../helpers/api'
import { buildPdf } from '../../seed/lib/documents'
import { memberLogin, staffLogin } from '../helpers/accounts'
import { uploadToCollection } from '../helpers/uploads'

const upload = (collection: string, file: Blob, name: string, headers: Record<string, string>) =>
  uploadToCollection(portalUrl(), collection, file, name, headers)

const pdf = () => new Blob([new Uint8Array(buildPdf({ title: 'Guide', lines: ['Industry-academia programme guide'] }))], { type: 'application/pdf' })

describe('uploads', () => {
  let staffToken: string

  beforeAll(async () => {
    staffToken = await loginToken(staffLogin.username, staffLogin.password)
  })

  it('accepts a PDF attachment from staff', async () => {
    const { status } = await upload('files', pdf(), 'guide.pdf', bearer(staffToken))
    expect(status).toBe(201)
  })

  it('refuses a file type outside the allow-list', async () => {
    const executable = new Blob([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00])], { type: 'application/x-msdownload' })
    const { status } = await upload('files', executable, 'setup.exe', bearer(staffToken))
    expect(status).toBe(400)
  })

  it('refuses a file over 20MB with HTTP 413 instead of truncating it', async () => {
    const big = new Blob([Buffer.alloc(20 * 1024 * 1024 + 1024, 0x20)], { type: 'text/plain' })
    const { status, text } = await upload('files', big, 'big.txt', bearer(staffToken))
    expect(status).toBe(413)
    expect(text).toContain('20MB')
  })

  it.each([
    ['a page of HTML named x.pdf', '<html><script>alert(1)</script></html>', 'x.pdf', 'application/pdf'],
    ['a page of HTML named x.hwp', '<!doctype html><p>hi</p>', 'x.hwp', 'application/x-hwp'],
    ['a page of HTML named x.txt', '  <HTML><body onload=alert(1)>', 'x.txt', 'text/plain'],
    ['an SVG with script named x.png', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'x.png', 'image/png'],
    ['a Windows program named x.pdf', 'MZ\x90\x00\x03', 'x.pdf', 'application/pdf'],
  ])('refuses %s: the content must be what the extension says', async (_what, content, name, type) => {
    const collection = name.endsWith('.png') ? 'media' : 'files'
    const { status, text } = await upload(collection, new Blob([content], { type }), name, bearer(staffToken))
    expect(status).toBe(400)
    expect(text).toContain(`파일 내용이 확장자(.${name.split('.').pop()})와 맞지 않습니다`)
  })

  it('accepts a plain text attachment', async () => {
    const { status } = await upload('files', new Blob(['신청서 양식입니다.\n이름: '], { type: 'text/plain' }), 'form.txt', bearer(staffToken))
    expect(status).toBe(201)
  })

  it('refuses uploads from a member', async () => {
    const memberToken = await loginToken(memberLogin.username, memberLogin.password)
    const { status } = await upload('files', pdf(), 'member.pdf', bearer(memberToken))
    expect(status).toBe(403)
  })
})
