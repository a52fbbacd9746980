import { spawnSync } from 'node:child_process'
import { rootDir } from '../cms/platform/config/paths'
import { startPostgresCluster } from '../tests/helpers/postgres-cluster'

/**
 * `npm run migrate:create:postgres -- <name>`: writes the PostgreSQL migration of a schema change into
 * cms/migrations-postgres, as `npm run migrate:create` does for SQLite. Payload compares the collections
 * with the folder's last snapshot; it only needs some database to start, so a throw-away cluster serves.
 */
const cluster = await startPostgresCluster()
try {
  await cluster.createDatabase('migrate')
  const run = spawnSync(process.execPath, ['node_modules/payload/bin.js', 'migrate:create', ...process.argv.slice(2)], {
    cwd: rootDir,
    stdio: 'inherit',
    env: { ...process.env, PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts', DATA_DIR: '.migrate-tmp', DATABASE_URL: cluster.url('migrate') },
  })
  process.exitCode = run.status ?? 1
} finally {
  await cluster.stop()
}
