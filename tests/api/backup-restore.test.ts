import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Manifest } from '../../cms/platform/backup/manifest'
import type { UploadedPostFile } from '../../contract/member-boards'
import { rest } from '../helpers/access-matrix'
import { bearer, loginToken, requestJsonAt } from '../helpers/api'
import { backUpWhileWriting, countRowsOf, createSiblingDatabase, runBackupScript } from '../helpers/backup-scripts'
import { lexical } from '../helpers/content'
import { isPostgresUrl, readValue, writeDatabase } from '../helpers/database-writes'
import { book, bookingFor, createTestEquipment, workingDay } from '../helpers/equipment'
import { firstTypeId, pngBytes, postInput, uploaded, writePost } from '../helpers/member-boards'
import { createMember } from '../helpers/members'
import { startPortal, type RunningPortal } from '../helpers/portal-process'
import { staffLogin } from '../helpers/accounts'

/**
 * Issue 36: `npm run backup` of the suite's running portal while members keep posting and booking,
 * `npm run restore` into a fresh data folder (SQLite) or a fresh database (PostgreSQL), and a portal
 * started on what was restored. The api project runs it on SQLite, api-postgres on PostgreSQL.
 */
const run = `bk${Date.now().toString(36)}`
const sourceDatabase = inject('portalDatabaseUrl')
const onPostgres = isPostgresUrl(sourceDatabase)
/** The suite's portal keeps its uploads (and its log) in its data folder. */
const sourceEnv = { DATA_DIR: path.dirname(inject('portalLogPath')), DATABASE_URL: onPostgres ? sourceDatabase : '' }

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex')

const occupiedDirs: string[] = []

/** A restore target that already holds data: a table of someone else's and a file in its uploads folder. */
const occupiedTarget = async (label: string) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-occupied-${label}-`))
  occupiedDirs.push(dataDir)
  const databaseUrl = onPostgres ? await createSiblingDatabase(sourceDatabase, `occupied_${label}_${run}`) : `file:${dataDir}/portal.db`
  await writeDatabase(databaseUrl, [
    { sql: 'CREATE TABLE leftover (id integer)', args: [] },
    { sql: 'INSERT INTO leftover (id) VALUES (1)', args: [] },
  ])
  const staleUpload = path.join(dataDir, 'uploads', 'media', 'stale.png')
  fs.mkdirSync(path.dirname(staleUpload), { recursive: true })
  fs.writeFileSync(staleUpload, pngBytes())
  return { env: { DATA_DIR: dataDir, DATABASE_URL: onPostgres ? databaseUrl : '' }, databaseUrl, staleUpload }
}

let backupFolder: string
let manifest: Manifest
let targetEnv: Record<string, string>
let restoreOutput: { code: number | null; output: string }
let restoredCounts: Record<string, number>
let restoredChecksums: Map<string, string>
let restored: RunningPortal
let memberToken: string
let notice: { id: number }
let post: { id: number }
let image: UploadedPostFile
let writesDuringBackup = 0

beforeAll(async () => {
  const member = await createMember('backup')
  memberToken = await loginToken(member.username, member.password)
  const typeId = await firstTypeId(memberToken, 'qna')
  const equipmentId = await createTestEquipment()
  const staff = await loginToken(staffLogin.username, staffLogin.password)
  notice = (
    await rest<{ doc: { id: number } }>(staff, '/notices', {
      method: 'POST',
      body: JSON.stringify({
        title: `${run} 백업 전에 올린 공지`,
        category: 'general',
        content: lexical('복원 후에도 보여야 하는 공지'),
        _status: 'published',
      }),
    })
  ).body.doc
  image = await uploaded(memberToken, 'image')
  post = (await writePost(memberToken, 'qna', postInput(typeId, { title: `${run} 백업 전 글`, imageIds: [image.id] }))).body.data!
  expect((await book(memberToken, bookingFor(member, equipmentId, workingDay(1), ['10:00']))).httpStatus).toBe(200)

  // Members keep writing while the backup runs: a post, then a booking on the next free day, until it ends.
  ;({
    folder: backupFolder,
    manifest,
    writesDuringBackup,
  } = await backUpWhileWriting<Manifest>(sourceEnv, async (turn) => {
    const written = await writePost(memberToken, 'qna', postInput(typeId, { title: `${run} 백업 중 글 ${turn}` }))
    const booked = turn < 40 ? await book(memberToken, bookingFor(member, equipmentId, workingDay(2 + turn), ['10:00'])) : null
    return Number(written.httpStatus === 200) + Number(booked?.httpStatus === 200)
  }))

  const targetDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restored-'))
  targetEnv = { DATA_DIR: targetDataDir, DATABASE_URL: onPostgres ? await createSiblingDatabase(sourceDatabase, `restored_${run}`) : '' }
  restoreOutput = await runBackupScript('restore', [backupFolder], targetEnv)
  expect(restoreOutput.code, restoreOutput.output).toBe(0)
  // Read back before a portal runs on it: its jobs and sign-ins write from the first second.
  restoredCounts = await countRowsOf(targetEnv.DATABASE_URL || `file:${targetDataDir}/portal.db`, Object.keys(manifest.database.tables))
  restoredChecksums = new Map(manifest.uploads.objects.map((entry) => [entry.key, sha256(fs.readFileSync(path.join(targetDataDir, 'uploads', entry.key)))]))
  restored = await startPortal('restored', { DATABASE_URL: targetEnv.DATABASE_URL }, { dataDir: targetDataDir })
})

afterAll(async () => {
  await restored?.stop()
  for (const folder of [...(backupFolder ? [path.dirname(backupFolder)] : []), ...occupiedDirs]) fs.rmSync(folder, { recursive: true, force: true })
})

describe('npm run backup while the portal runs and members write', () => {
  it('lists every table with its row count and every upload with its size and SHA-256', () => {
    expect(manifest.database.kind).toBe(onPostgres ? 'postgres' : 'sqlite')
    expect(manifest.database.tables.users).toBeGreaterThan(0)
    expect(manifest.database.tables.notices).toBeGreaterThan(0)
    expect(manifest.uploads.objects).toContainEqual(
      expect.objectContaining({ key: `post-files/${image.filename}`, size: pngBytes().length, sha256: sha256(pngBytes()) }),
    )
    for (const file of manifest.files) expect(sha256(fs.readFileSync(path.join(backupFolder, file.path)))).toBe(file.sha256)
  })

  it('was taken while the load kept writing', () => {
    expect(writesDuringBackup).toBeGreaterThan(0)
  })
})

describe('npm run restore into a fresh target', () => {
  it('says in Korean that it restored and checked the backup', () => {
    expect(restoreOutput.output).toContain('복원하고 확인했습니다')
  })

  it('restores every table with the row count the manifest lists', () => {
    expect(restoredCounts).toEqual(manifest.database.tables)
  })

  it('restores every upload with the SHA-256 the manifest lists', () => {
    expect(Object.fromEntries(restoredChecksums)).toEqual(Object.fromEntries(manifest.uploads.objects.map((entry) => [entry.key, entry.sha256])))
  })

  it('refuses, in Korean and with a failing exit code, a target that already holds data', async () => {
    const occupied = await occupiedTarget('refused')
    const refused = await runBackupScript('restore', [backupFolder], occupied.env)
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('이미 데이터가 있습니다')
    expect(refused.output).toContain('--force')
    expect(Number(await readValue(occupied.databaseUrl, 'SELECT count(*) FROM leftover'))).toBe(1)
  })

  it('with --force replaces what the target held and checks the result', async () => {
    const occupied = await occupiedTarget('forced')
    const forced = await runBackupScript('restore', [backupFolder, '--force'], occupied.env)
    expect(forced.code, forced.output).toBe(0)
    expect(forced.output).toContain('복원하고 확인했습니다')
    await expect(readValue(occupied.databaseUrl, 'SELECT count(*) FROM leftover')).rejects.toThrow()
    expect(fs.existsSync(occupied.staleUpload)).toBe(false)
  })
})

describe('a portal started on the restored data', () => {
  it('serves the notice published before the backup', async () => {
    const { httpStatus, body } = await requestJsonAt<{ data: { title: string } | null }>(restored.url, `/api/v1/boards/notice/${notice.id}`)
    expect(httpStatus).toBe(200)
    expect(body.data?.title).toBe(`${run} 백업 전에 올린 공지`)
  })

  it("serves the member's post and its image byte for byte, to the member's existing sign-in", async () => {
    const { httpStatus, body } = await requestJsonAt<{ data: { title: string } | null }>(restored.url, `/api/v1/member-boards/qna/${post.id}`, {
      headers: bearer(memberToken),
    })
    expect(httpStatus).toBe(200)
    expect(body.data?.title).toBe(`${run} 백업 전 글`)
    const file = await fetch(`${restored.url}${image.url}`, { headers: bearer(memberToken) })
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pngBytes())
  })
})
