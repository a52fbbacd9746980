import fs from 'node:fs'
import path from 'node:path'
import { databaseUrl, uploadsDir, usesPostgres } from '../config/paths'
import { sqliteFileOf } from './sqlite-file'
import { dumpPostgres, snapshotSqlite } from '../data/database-snapshot'
import { type S3Settings, s3SettingsFromEnv } from '../uploads/s3-settings'
import { bucketClient, listBucket, readObject } from './bucket'
import { backupMessages } from './messages'
import { DATABASE_FILES, describeFiles, filesUnder, MANIFEST_FILE, type Manifest, sha256, sha256OfFile, UPLOADS_FOLDER, type UploadEntry } from './manifest'

/** Copies every object of the uploads bucket into the backup, listed with its key, size, ETag and SHA-256. */
const copyBucket = async (settings: S3Settings, uploadsTarget: string): Promise<{ bucket: string; objects: UploadEntry[] }> => {
  const client = bucketClient(settings)
  const objects: UploadEntry[] = []
  for (const object of await listBucket(client, settings.bucket)) {
    const { body, contentType } = await readObject(client, settings.bucket, object.key)
    fs.mkdirSync(path.dirname(path.join(uploadsTarget, object.key)), { recursive: true })
    fs.writeFileSync(path.join(uploadsTarget, object.key), body)
    objects.push({ key: object.key, size: body.length, sha256: sha256(body), etag: object.etag, contentType })
  }
  return { bucket: settings.bucket, objects }
}

const copyUploadsFolder = async (uploadsTarget: string): Promise<UploadEntry[]> => {
  const keys = filesUnder(uploadsDir)
  for (const key of keys) {
    fs.mkdirSync(path.dirname(path.join(uploadsTarget, key)), { recursive: true })
    fs.copyFileSync(path.join(uploadsDir, key), path.join(uploadsTarget, key))
  }
  return Promise.all(
    keys.map(async (key) => ({ key, size: fs.statSync(path.join(uploadsTarget, key)).size, sha256: await sha256OfFile(path.join(uploadsTarget, key)) })),
  )
}

/**
 * Backs up the portal this environment names (DATABASE_URL or DATA_DIR's SQLite file; S3_BUCKET or
 * DATA_DIR/uploads) into `folder`, which must not exist yet, while the portal keeps running. The
 * database is copied first: Payload stores an upload's file before the row that names it, so every
 * file a copied row names is already there when the uploads are copied after it.
 */
export const takeBackup = async (folder: string): Promise<Manifest> => {
  const started = Date.now()
  if (fs.existsSync(folder)) throw new Error(backupMessages.targetExists(folder))
  const kind = usesPostgres ? 'postgres' : 'sqlite'
  const databaseFile = path.join(folder, DATABASE_FILES[kind])
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true })
  const tables = usesPostgres ? await dumpPostgres(databaseUrl, databaseFile) : snapshotSqlite(sqliteFileOf(databaseUrl), databaseFile)

  const uploadsTarget = path.join(folder, UPLOADS_FOLDER)
  fs.mkdirSync(uploadsTarget, { recursive: true })
  const bucket = s3SettingsFromEnv()
  const uploads = bucket
    ? { store: 's3' as const, ...(await copyBucket(bucket, uploadsTarget)) }
    : { store: 'disk' as const, objects: await copyUploadsFolder(uploadsTarget) }

  const manifest: Manifest = {
    format: 1,
    createdAt: new Date(started).toISOString(),
    durationMs: 0,
    database: { kind, file: DATABASE_FILES[kind], tables },
    uploads,
    files: await describeFiles(folder, filesUnder(folder)),
  }
  manifest.durationMs = Date.now() - started
  fs.writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}
