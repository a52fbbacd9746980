import { spawn } from 'node:child_process'
import fs from 'node:fs'
import Database from 'libsql'
import pg from 'pg'
import { postgresBinary } from './postgres-binaries'

/*
 * Whole-database copies for `npm run backup` / `npm run restore` (cms/platform/backup), outside any
 * running portal: a SQLite file copied online with VACUUM INTO, PostgreSQL through pg_dump and
 * pg_restore. Row counts are read from the same snapshot the copy holds, so a manifest written from
 * them describes the backup exactly even while the portal keeps writing.
 */

export type RowCounts = Record<string, number>

const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

const sqliteRowCounts = (db: Database.Database): RowCounts => {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]
  return Object.fromEntries(tables.map(({ name }) => [name, Number((db.prepare(`SELECT count(*) AS n FROM ${quoted(name)}`).get() as { n: number }).n)]))
}

/**
 * Copies a live SQLite database into `target` (which must not exist) with VACUUM INTO: one read
 * transaction, so the copy is the database as of one moment while writers carry on in WAL mode.
 */
export const snapshotSqlite = (databaseFile: string, target: string): RowCounts => {
  const source = new Database(databaseFile, { readonly: true })
  try {
    source.prepare('VACUUM INTO ?').run(target)
  } finally {
    source.close()
  }
  return countSqliteRows(target)
}

export const countSqliteRows = (databaseFile: string): RowCounts => {
  const db = new Database(databaseFile, { readonly: true })
  try {
    return sqliteRowCounts(db)
  } finally {
    db.close()
  }
}

const postgresTables = async (client: pg.Client) =>
  (
    await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
    )
  ).rows.map((row) => row.name)

const postgresRowCounts = async (client: pg.Client): Promise<RowCounts> => {
  const counts: RowCounts = {}
  for (const name of await postgresTables(client)) {
    counts[name] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM public.${quoted(name)}`)).rows[0]!.n)
  }
  return counts
}

const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const runProgram = (name: string, args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const program = postgresBinary(name)
    if (!program) return reject(new Error(`${name} not found (apt-get install postgresql-client)`))
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk) => (errors += chunk))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} exited with ${code}: ${errors.trim()}`))))
  })

/**
 * pg_dump in its custom format into `target`, from a snapshot exported by a repeatable-read
 * transaction that also counts the rows: the dump and the counts see exactly the same commits.
 */
export const dumpPostgres = (url: string, target: string): Promise<RowCounts> =>
  withClient(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    try {
      const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id
      const counts = await postgresRowCounts(client)
      await runProgram('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--snapshot=${snapshot}`, `--file=${target}`, `--dbname=${url}`])
      return counts
    } finally {
      await client.query('COMMIT')
    }
  })

export const countPostgresRows = (url: string) => withClient(url, postgresRowCounts)

/** Whether the database holds any table of its own (a portal's, or anything else's). */
export const postgresHasTables = (url: string) => withClient(url, async (client) => (await postgresTables(client)).length > 0)

/**
 * Loads a pg_dump file into the database, in one transaction that stops at the first error. `replace`
 * first drops everything in the public schema (restore --force).
 */
export const restorePostgres = async (url: string, dumpFile: string, { replace }: { replace: boolean }) => {
  if (replace) await withClient(url, (client) => client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public'))
  await runProgram('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${url}`, dumpFile])
}

/** Whether a SQLite database file exists with anything in it. */
export const sqliteFileInUse = (databaseFile: string) => fs.existsSync(databaseFile) && fs.statSync(databaseFile).size > 0
