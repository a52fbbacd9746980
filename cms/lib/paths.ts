import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Repository root, resolved from this file so scripts work from any working directory. */
export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Everything the server writes (database, uploads, generated secret) lives under one folder. */
export const dataDir = path.resolve(rootDir, process.env.DATA_DIR ?? 'data')

export const uploadsDir = path.join(dataDir, 'uploads')

export const databaseUrl = process.env.DATABASE_URL || `file:${path.join(dataDir, 'portal.db')}`

export const webDistDir = path.join(rootDir, 'web', 'dist')
