/**
 * `npm run seed`: resets the database to the demo data. Stop the server first — this deletes the
 * SQLite file (with its -wal/-shm companions) and the uploads folder, migrates a fresh database and
 * seeds it. Honours DATA_DIR and DATABASE_URL exactly as the server does (cms/platform/config/paths.ts); the
 * generated development secret under DATA_DIR is kept.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Migration } from 'payload'
import { databaseUrl, uploadsDir } from '../cms/platform/config/paths'
import { s3SettingsFromEnv } from '../cms/platform/uploads/s3-settings'

/** The file behind a `file:` libsql URL, or null for an in-memory database. */
const databaseFile = (url: string): string | null => {
  if (!url.startsWith('file:')) {
    throw new Error(`npm run seed는 로컬 SQLite 파일만 초기화합니다. DATABASE_URL=${url} 은(는) 직접 비워 주세요.`)
  }
  const location = url
    .slice('file:'.length)
    .replace(/^\/\/(?=\/)/, '')
    .split('?')[0]!
  if (location === '' || location === ':memory:') return null
  return path.resolve(location)
}

const removeDatabase = (file: string) => {
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    fs.rmSync(`${file}${suffix}`, { force: true })
  }
}

const main = async () => {
  const startedAt = Date.now()
  const file = databaseFile(databaseUrl)
  console.log(`[seed] 데이터베이스를 초기화합니다: ${file ?? databaseUrl} (서버가 실행 중이면 먼저 중지하세요)`)
  if (file) {
    removeDatabase(file)
    fs.mkdirSync(path.dirname(file), { recursive: true })
  }
  fs.rmSync(uploadsDir, { recursive: true, force: true })
  fs.mkdirSync(uploadsDir, { recursive: true })
  // A bucket may be shared with other portals or hold files worth keeping: it is never emptied from here.
  const bucket = s3SettingsFromEnv()?.bucket
  if (bucket) console.log(`[seed] 업로드 파일은 S3 버킷 ${bucket}에 저장합니다. 버킷에 있던 파일은 지우지 않습니다.`)

  const { getPayload } = await import('payload')
  const { default: config } = await import('../cms/payload.config')
  const { migrations } = await import('../cms/migrations')
  const { seedDemoData } = await import('./index')

  const payload = await getPayload({ config })
  // The generated migrations are typed with the SQLite adapter's arguments, migrate() with the base adapter's.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  await seedDemoData(payload)
  payload.logger.info(`[seed] 완료: ${((Date.now() - startedAt) / 1000).toFixed(1)}초`)
}

try {
  await main()
  // Payload keeps the database connection and timers open; the script is done, so leave.
  process.exit(0)
} catch (error) {
  console.error('[seed] 실패:', error)
  process.exit(1)
}
