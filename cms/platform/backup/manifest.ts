import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { RowCounts } from '../data/database-snapshot'

export const MANIFEST_FILE = 'manifest.json'
/** The database copy: a SQLite file or a pg_dump custom-format file. */
export const DATABASE_FILES = { sqlite: 'database/portal.db', postgres: 'database/portal.dump' } as const
/** Uploads under their storage keys (`<collection>/<filename>`), the same for the disk and the bucket. */
export const UPLOADS_FOLDER = 'uploads'

export type DatabaseKind = keyof typeof DATABASE_FILES

export type UploadEntry = { key: string; size: number; sha256: string; etag?: string; contentType?: string }

export type Manifest = {
  format: 1
  createdAt: string
  durationMs: number
  database: { kind: DatabaseKind; file: string; tables: RowCounts }
  uploads: { store: 'disk' | 's3'; bucket?: string; objects: UploadEntry[] }
  /** Every file of the backup folder but the manifest, to check the folder itself before restoring. */
  files: { path: string; size: number; sha256: string }[]
}

export const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex')

export const sha256OfFile = (file: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = crypto.createHash('sha256')
    fs.createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
  })

/** Files under `folder`, as paths relative to it with forward slashes, sorted. */
export const filesUnder = (folder: string): string[] =>
  fs.existsSync(folder)
    ? fs
        .readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort()
    : []

export const describeFiles = async (folder: string, relativePaths: string[]) =>
  Promise.all(
    relativePaths.map(async (relative) => ({
      path: relative,
      size: fs.statSync(path.join(folder, relative)).size,
      sha256: await sha256OfFile(path.join(folder, relative)),
    })),
  )

export const readManifest = (folder: string): Manifest | null => {
  const file = path.join(folder, MANIFEST_FILE)
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : null
}

export const totalRows = (tables: RowCounts) => Object.values(tables).reduce((sum, count) => sum + count, 0)

/** The tables whose counts differ, as the operator reads them. */
export const rowCountDifferences = (expected: RowCounts, actual: RowCounts) =>
  [...new Set([...Object.keys(expected), ...Object.keys(actual)])]
    .filter((table) => actual[table] !== expected[table])
    .map((table) => ({ table, expected: expected[table], actual: actual[table] }))
