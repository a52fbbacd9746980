import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rootDir } from '../../cms/platform/config/paths'
import { type PostgresCluster, postgresUnavailable, startPostgresCluster } from '../helpers/postgres-cluster'

/**
 * Each database has its own migrations (Payload's are per dialect). When the collections change, both
 * folders need a new migration: `payload migrate:create` run against a copy of each folder must find
 * no schema change left to write.
 */
const pendingMigration = (folder: string, env: Record<string, string>) => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'))
  fs.cpSync(path.join(rootDir, 'cms', folder), copy, { recursive: true })
  const before = fs.readdirSync(copy).sort()
  const run = spawnSync(process.execPath, ['node_modules/payload/bin.js', 'migrate:create', 'drift', '--skip-empty'], {
    cwd: rootDir,
    env: {
      ...process.env,
      PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-drift-')),
      MIGRATION_DIR: copy,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: 120_000,
  })
  const added = fs.readdirSync(copy).filter((name) => !before.includes(name))
  fs.rmSync(copy, { recursive: true, force: true })
  return { status: run.status, added, output: `${run.stdout}\n${run.stderr}`.slice(-2000) }
}

describe('the migrations of both databases match the collections', () => {
  let cluster: PostgresCluster | undefined

  beforeAll(async () => {
    if (postgresUnavailable()) return
    cluster = await startPostgresCluster()
    await cluster.createDatabase('drift')
  }, 60_000)
  afterAll(async () => cluster?.stop())

  it('SQLite (cms/migrations): migrate:create has nothing to add', () => {
    const { status, added, output } = pendingMigration('migrations', { DATABASE_URL: '' })
    expect(added, output).toEqual([])
    expect(status, output).toBe(0)
  }, 120_000)

  it.skipIf(postgresUnavailable())(
    'PostgreSQL (cms/migrations-postgres): migrate:create has nothing to add',
    () => {
      const { status, added, output } = pendingMigration('migrations-postgres', { DATABASE_URL: cluster!.url('drift') })
      expect(added, output).toEqual([])
      expect(status, output).toBe(0)
    },
    120_000,
  )
})
