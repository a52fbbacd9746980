import fs from 'node:fs'
import path from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import { databaseUrl, uploadsDir, usesPostgres } from '../config/paths'
import { countPostgresRows, countSqliteRows, postgresHasTables, restorePostgres, sqliteFileInUse } from '../data/database-snapshot'
import { s3SettingsFromEnv } from '../uploads/s3-settings'
import { bucketClient, listBucket, readObject, writeObject } from './bucket'
import { backupMessages } from './messages'
import { describeFiles, filesUnder, type Manifest, readManifest, rowCountDifferences, sha256, sha256OfFile, UPLOADS_FOLDER, type UploadEntry } from './manifest'
import { sqliteFileOf } from './sqlite-file'

/** A restore the operator must correct (wrong folder, non-empty target): said in Korean, exit code 1. */
export class RestoreRefused extends Error {}

/** Every file of the backup as the manifest lists it, before anything is written. */
const checkBackupFolder = async (folder: string, manifest: Manifest) => {
  const present = new Map(
    (
      await describeFiles(
        folder,
        filesUnder(folder).filter((file) => file !== 'manifest.json'),
      )
    ).map((file) => [file.path, file]),
  )
  const problems = manifest.files.filter((file) => present.get(file.path)?.sha256 !== file.sha256).map((file) => backupMessages.fileDiffers(file.path))
  if (problems.length > 0) throw new RestoreRefused(backupMessages.damagedBackup(problems))
}

/** Where this environment keeps uploads, to fill from the backup and read back for the check. */
const uploadsTarget = () => {
  const settings = s3SettingsFromEnv()
  if (!settings) {
    return {
      where: uploadsDir,
      isEmpty: async () => filesUnder(uploadsDir).length === 0,
      clear: async () => fs.rmSync(uploadsDir, { recursive: true, force: true }),
      put: async (entry: UploadEntry, body: Buffer) => {
        fs.mkdirSync(path.dirname(path.join(uploadsDir, entry.key)), { recursive: true })
        fs.writeFileSync(path.join(uploadsDir, entry.key), body)
      },
      checksum: async (key: string) => (fs.existsSync(path.join(uploadsDir, key)) ? sha256OfFile(path.join(uploadsDir, key)) : null),
    }
  }
  const client = bucketClient(settings)
  return {
    where: `s3://${settings.bucket}`,
    isEmpty: async () => (await listBucket(client, settings.bucket, { firstOnly: true })).length === 0,
    // Objects of the same key are overwritten; others stay, and are no part of the check.
    clear: async () => {},
    put: async (entry: UploadEntry, body: Buffer) =>
      writeObject(client, settings.bucket, entry.key, body, entry.contentType ?? (await fileTypeFromBuffer(body))?.mime ?? 'application/octet-stream'),
    checksum: async (key: string) =>
      readObject(client, settings.bucket, key).then(
        ({ body }) => sha256(body),
        () => null,
      ),
  }
}

const databaseTarget = (manifest: Manifest, folder: string) => {
  const dumpFile = path.join(folder, manifest.database.file)
  if (usesPostgres) {
    return {
      where: databaseUrl.replace(/\/\/[^@/]*@/, '//'),
      isEmpty: async () => !(await postgresHasTables(databaseUrl)),
      load: (replace: boolean) => restorePostgres(databaseUrl, dumpFile, { replace }),
      counts: () => countPostgresRows(databaseUrl),
    }
  }
  const file = sqliteFileOf(databaseUrl)
  return {
    where: file,
    isEmpty: async () => !sqliteFileInUse(file),
    load: async () => {
      // A stale write-ahead log beside a replaced file would be replayed into it on the next open.
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true })
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.copyFileSync(dumpFile, file)
    },
    counts: async () => countSqliteRows(file),
  }
}

/**
 * Restores the backup in `folder` into the database and uploads store this environment names, then
 * reads both back and compares every table's row count and every file's SHA-256 with the manifest.
 * A target that already holds data is refused unless `force`.
 */
export const restoreBackup = async (folder: string, { force }: { force: boolean }) => {
  const manifest = readManifest(folder)
  if (!manifest) throw new RestoreRefused(backupMessages.noBackupFolder(folder))
  const targetKind = usesPostgres ? 'postgres' : 'sqlite'
  if (manifest.database.kind !== targetKind) throw new RestoreRefused(backupMessages.otherDatabase(manifest.database.kind, targetKind))
  await checkBackupFolder(folder, manifest)

  const database = databaseTarget(manifest, folder)
  const uploads = uploadsTarget()
  if (!force && !(await database.isEmpty())) throw new RestoreRefused(backupMessages.databaseNotEmpty(database.where))
  if (!force && !(await uploads.isEmpty())) throw new RestoreRefused(backupMessages.uploadsNotEmpty(uploads.where))

  await database.load(force)
  await uploads.clear()
  for (const entry of manifest.uploads.objects) await uploads.put(entry, fs.readFileSync(path.join(folder, UPLOADS_FOLDER, entry.key)))

  const problems = [
    ...rowCountDifferences(manifest.database.tables, await database.counts()).map(({ table, expected, actual }) =>
      backupMessages.rowCountDiffers(table, expected, actual),
    ),
  ]
  for (const entry of manifest.uploads.objects) if ((await uploads.checksum(entry.key)) !== entry.sha256) problems.push(backupMessages.fileDiffers(entry.key))
  if (problems.length > 0) throw new Error(backupMessages.verifyFailed(problems))
  return manifest
}
