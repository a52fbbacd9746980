import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The nearest folder above `start` with the lock file: the repository root. */
const repositoryRootAbove = (start: string): string => {
  const parent = path.dirname(start)
  if (fs.existsSync(path.join(start, 'package-lock.json')) || parent === start) return start
  return repositoryRootAbove(parent)
}

/**
 * Repository root, found from this file so scripts work from any working directory, and the same
 * whether this file runs from cms/platform/config or inside the server bundle in dist/server.
 */
export const rootDir = repositoryRootAbove(path.dirname(fileURLToPath(import.meta.url)))

/** Everything the server writes (database, uploads, generated secret) lives under one folder. */
export const dataDir = path.resolve(rootDir, process.env.DATA_DIR ?? 'data')

export const uploadsDir = path.join(dataDir, 'uploads')

export const databaseUrl = process.env.DATABASE_URL || `file:${path.join(dataDir, 'portal.db')}`

/** `DATABASE_URL=postgres://…` runs the portal on PostgreSQL; anything else (or nothing) on SQLite. */
export const usesPostgres = /^postgres(ql)?:\/\//i.test(databaseUrl)

export const webDistDir = path.join(rootDir, 'web', 'dist')
/** The server-rendering build of the same pages (`vite build --ssr`, scripts/build.ts). */
export const webSsrDir = path.join(rootDir, 'web', 'dist-ssr')
