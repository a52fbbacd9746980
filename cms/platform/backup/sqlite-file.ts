import { fileURLToPath } from 'node:url'

/** The database file a `file:` DATABASE_URL names; a backup copies files, so other libsql URLs are refused. */
export const sqliteFileOf = (url: string) => {
  if (!url.startsWith('file:')) throw new Error(`DATABASE_URL ${url}: only a SQLite file (file:…) or PostgreSQL can be backed up`)
  return fileURLToPath(new URL(url, 'file://'))
}
