import path from 'node:path'
import { rootDir } from '../cms/platform/config/paths'
import { backupMessages } from '../cms/platform/backup/messages'
import { takeBackup } from '../cms/platform/backup/take-backup'
import { totalRows } from '../cms/platform/backup/manifest'

/**
 * `npm run backup [-- <folder>]`: backs up the portal this environment names (DATABASE_URL, DATA_DIR,
 * S3_*) while it runs, into a new folder (default backups/<date-time>). docs/deploy.md.
 */
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const folder = path.resolve(process.argv[2] ?? path.join(rootDir, 'backups', stamp))
try {
  const manifest = await takeBackup(folder)
  console.log(
    backupMessages.backedUp(
      folder,
      Object.keys(manifest.database.tables).length,
      totalRows(manifest.database.tables),
      manifest.uploads.objects.length,
      (manifest.durationMs / 1000).toFixed(1),
    ),
  )
} catch (error) {
  console.error(backupMessages.failed((error as Error).message))
  process.exitCode = 1
}
