import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import pg from 'pg'
import { isPostgresUrl } from './database-writes'

const rootDir = path.resolve(import.meta.dirname, '../..')

/** `npm run backup` / `npm run restore` as an operator runs them, with `env` naming the portal's data. */
export const runBackupScript = (script: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
  new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { cwd: rootDir, env: { ...process.env, ...env } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output }))
  })

/**
 * `npm run backup` into a fresh folder while members keep writing: `write(turn)` answers how many
 * writes of its turn were acknowledged; those answered before the backup ended are counted.
 */
export const backUpWhileWriting = async <Manifest>(env: Record<string, string>, write: (turn: number) => Promise<number>) => {
  let backupDone = false
  let writesDuringBackup = 0
  const load = (async () => {
    for (let turn = 0; !backupDone; turn += 1) {
      const acknowledged = await write(turn)
      if (!backupDone) writesDuringBackup += acknowledged
    }
  })()
  const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-')), 'backup')
  const backup = await runBackupScript('backup', [folder], env)
  backupDone = true
  await load
  if (backup.code !== 0) throw new Error(`npm run backup failed:\n${backup.output}`)
  return { folder, writesDuringBackup, manifest: JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest }
}

/** Each table's row count, read with plain SQL on one connection (SQLite file URL or PostgreSQL). */
export const countRowsOf = async (url: string, tables: string[]): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {}
  if (isPostgresUrl(url)) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      for (const table of tables) counts[table] = Number((await client.query(`SELECT count(*) AS n FROM "${table}"`)).rows[0].n)
    } finally {
      await client.end()
    }
    return counts
  }
  const db = createClient({ url })
  try {
    for (const table of tables) counts[table] = Number((await db.execute(`SELECT count(*) AS n FROM "${table}"`)).rows[0]!.n)
  } finally {
    db.close()
  }
  return counts
}

/** A new empty database on the same PostgreSQL cluster as `url`, and its URL. */
export const createSiblingDatabase = async (url: string, name: string) => {
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE "${name}"`)
  } finally {
    await client.end()
  }
  const created = new URL(url)
  created.pathname = `/${name}`
  return created.toString()
}
