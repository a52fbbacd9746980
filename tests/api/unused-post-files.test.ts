import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignInData } from '../../contract/auth'
import type { ApiEnvelope } from '../../contract/envelope'
import type { PostType, UploadedPostFile } from '../../contract/member-boards'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { pngBytes } from '../helpers/member-boards'
import { type RunningPortal, startPortal } from '../helpers/portal-process'

/** A server of its own that keeps unused uploads for no time at all, so the next upload removes them. */
describe('uploads no post uses (POST_FILE_KEEP_HOURS)', () => {
  let portal: RunningPortal
  let token: string

  const call = async <T>(path: string, init: RequestInit = {}) => {
    const response = await fetch(`${portal.url}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } })
    return (await response.json()) as ApiEnvelope<T>
  }
  // Names of their own: a removed file's name is free again and the next upload may take it.
  const upload = async (name: string) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), name)
    return (await call<UploadedPostFile>('/file/uploadFile?kind=image', { method: 'POST', body: form })).data!
  }
  const fileStatus = async (file: UploadedPostFile) => (await fetch(`${portal.url}${file.url}`, { headers: { Authorization: `Bearer ${token}` } })).status
  const onDisk = (file: UploadedPostFile) => fs.existsSync(path.join(portal.dataDir, 'uploads', 'post-files', file.filename))

  beforeAll(async () => {
    portal = await startPortal('unused-files', { POST_FILE_KEEP_HOURS: '0' })
    const login = await fetch(`${portal.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login_id: seedUsernames.member1, password: seedPassword }),
    })
    token = ((await login.json()) as ApiEnvelope<SignInData>).data!.accessToken
  })

  afterAll(async () => {
    await portal?.stop()
  })

  it('are removed by a later upload once older than the keep time, while files a post uses stay', async () => {
    const abandoned = await upload('abandoned.png')
    expect(onDisk(abandoned)).toBe(true)
    const kept = await upload('kept.png')
    expect(onDisk(abandoned)).toBe(false)
    expect(await fileStatus(abandoned)).not.toBe(200)

    const [type] = (await call<PostType[]>('/api/v1/member-boards/qna/types')).data!
    const created = await call<{ id: number }>('/api/v1/inquiry/insertInquiry', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ typeId: type!.id, title: '사진 첨부 문의', contentHtml: '<p>사진을 확인해 주세요.</p>', imageIds: [kept.id] }),
    })
    expect(created.status.code).toBe(200)

    await upload('later.png')
    expect(onDisk(kept)).toBe(true)
    expect(await fileStatus(kept)).toBe(200)
  })
})
