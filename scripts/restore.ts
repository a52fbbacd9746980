import path from 'node:path'
import { backupMessages } from '../cms/platform/backup/messages'
import { totalRows } from '../cms/platform/backup/manifest'
import { restoreBackup } from '../cms/platform/backup/restore-backup'

/**
 * `npm run restore -- <backup folder> [--force]`: restores into the database and uploads store this
 * environment names (a fresh DATA_DIR, or DATABASE_URL and S3_*), then checks them against the manifest.
 */
const args = process.argv.slice(2)
const folder = args.find((arg) => !arg.startsWith('--'))
if (!folder) {
  console.error(backupMessages.usage)
  process.exit(2)
}
const started = Date.now()
try {
  const manifest = await restoreBackup(path.resolve(folder), { force: args.includes('--force') })
  console.log(
    backupMessages.restored(
      Object.keys(manifest.database.tables).length,
      totalRows(manifest.database.tables),
      manifest.uploads.objects.length,
      ((Date.now() - started) / 1000).toFixed(1),
    ),
  )
} catch (error) {
  console.error(backupMessages.failed((error as Error).message))
  process.exitCode = 1
}
