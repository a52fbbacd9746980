import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Manifest } from '../../cms/platform/backup/manifest'
import type { UploadedPostFile } from '../../contract/member-boards'
import { bearer, loginToken, requestJsonAt } from '../helpers/api'
import { backUpWhileWriting, countRowsOf, createSiblingDatabase, runBackupScript } from '../helpers/backup-scripts'
import { lexical } from '../helpers/content'
import { firstTypeId, pngBytes, postInput, uploaded, writePost } from '../helpers/member-boards'
import { adminLogin, createMember } from '../helpers/members'
import { startPortal, type RunningPortal } from '../helpers/portal-process'
import { startS3Standin, type S3Standin } from '../helpers/s3-standin'

/**
 * Issue 36: the PostgreSQL portal whose uploads live in a bucket is backed up while members post
 * (pg_dump, the bucket's objects copied and listed), restored into a fresh database and an empty
 * bucket of another S3 service, and a portal started on those serves what was there.
 */
const run = `bkb${Date.now().toString(36)}`
const shared = () => inject('sharedPortalEnv')
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex')

let backupFolder: string
let manifest: Manifest
let targetBucket: S3Standin
let targetDatabase: string
let restoredCounts: Record<string, number>
let restored: RunningPortal
let memberToken: string
let notice: { id: number }
let image: UploadedPostFile
let writesDuringBackup = 0

beforeAll(async () => {
  const member = await createMember('backup')
  memberToken = await loginToken(member.username, member.password)
  const typeId = await firstTypeId(memberToken, 'qna')
  notice = (
    await requestJsonAt<{ doc: { id: number } }>(inject('portalUrl'), '/api/notices', {
      method: 'POST',
      headers: bearer(await adminLogin()),
      body: JSON.stringify({ title: `${run} 버킷 백업 전 공지`, category: 'general', content: lexical('복원된 포털이 보여 줄 공지'), _status: 'published' }),
    })
  ).body.doc
  image = await uploaded(memberToken, 'image')
  expect((await writePost(memberToken, 'qna', postInput(typeId, { title: `${run} 백업 전 글`, imageIds: [image.id] }))).httpStatus).toBe(200)

  ;({
    folder: backupFolder,
    manifest,
    writesDuringBackup,
  } = await backUpWhileWriting<Manifest>(shared(), async (turn) => {
    const written = await writePost(memberToken, 'qna', postInput(typeId, { title: `${run} 백업 중 글 ${turn}` }))
    return Number(written.httpStatus === 200)
  }))

  targetBucket = await startS3Standin('restored-uploads')
  targetDatabase = await createSiblingDatabase(shared().DATABASE_URL!, `restored_${run}`)
  const targetEnv = { ...shared(), ...targetBucket.env, DATABASE_URL: targetDatabase }
  const restore = await runBackupScript('restore', [backupFolder], targetEnv)
  expect(restore.code, restore.output).toBe(0)
  restoredCounts = await countRowsOf(targetDatabase, Object.keys(manifest.database.tables))
  restored = await startPortal('restored-bucket', { ...targetEnv, JOBS_WORKER: 'false' })
})

afterAll(async () => {
  await restored?.stop()
  await targetBucket?.stop()
  if (backupFolder) fs.rmSync(path.dirname(backupFolder), { recursive: true, force: true })
})

describe('backup and restore of a PostgreSQL portal with its uploads in a bucket', () => {
  it("lists the bucket's objects with key, size, ETag and SHA-256, the member's image among them", () => {
    expect(manifest.database.kind).toBe('postgres')
    expect(manifest.uploads).toMatchObject({ store: 's3', bucket: 'portal-uploads' })
    expect(manifest.uploads.objects).toContainEqual(
      expect.objectContaining({ key: `post-files/${image.filename}`, size: pngBytes().length, sha256: sha256(pngBytes()), etag: expect.any(String) }),
    )
    expect(writesDuringBackup).toBeGreaterThan(0)
  })

  it('restores every table with the row count the manifest lists', () => {
    expect(restoredCounts).toEqual(manifest.database.tables)
  })

  it('puts every listed object into the empty bucket with the SHA-256 the manifest lists', async () => {
    for (const entry of manifest.uploads.objects) {
      const object = await fetch(`${targetBucket.bucketUrl}/${entry.key}`)
      expect(sha256(Buffer.from(await object.arrayBuffer())), entry.key).toBe(entry.sha256)
    }
  })

  it("a portal on the restored database and bucket serves the notice and the member's image", async () => {
    const { body } = await requestJsonAt<{ data: { title: string } | null }>(restored.url, `/api/v1/boards/notice/${notice.id}`)
    expect(body.data?.title).toBe(`${run} 버킷 백업 전 공지`)
    const file = await fetch(`${restored.url}${image.url}`, { headers: bearer(memberToken) })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pngBytes())
  })
})
