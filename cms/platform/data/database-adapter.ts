import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { Migration } from 'payload'
import { migrations as postgresMigrations } from '../../migrations-postgres'
import { migrations as sqliteMigrations } from '../../migrations'
import { databaseUrl, rootDir, usesPostgres } from '../config/paths'

/**
 * Payload's migrations are written for one dialect: each database has its own folder, and a schema
 * change ships as a migration in both (`npm run migrate:create` and `npm run migrate:create:postgres`).
 * `MIGRATION_DIR` points `migrate:create` elsewhere (the drift test writes into a copy).
 */
export const migrationDir = process.env.MIGRATION_DIR || path.join(rootDir, 'cms', usesPostgres ? 'migrations-postgres' : 'migrations')

/** The migrations of the database in use, typed as the base adapter's migrate() takes them. */
export const migrations = (usesPostgres ? postgresMigrations : sqliteMigrations) as unknown as Migration[]

/**
 * node-postgres waits for a connection without limit by default: with the server out of reach every
 * request would hang. Bounded, a request that cannot get a connection fails and is answered 503
 * (docs/deploy.md "데이터베이스가 멈췄을 때"); keep-alive finds a connection cut by the network
 * instead of waiting on it. A stopped server refuses at once; the bound is for one that does not
 * answer, and is generous because its timer also counts time the process spent busy elsewhere:
 * at 3 s a cold start on a loaded two-core machine timed out connections to a healthy database.
 */
const POSTGRES_CONNECT_TIMEOUT_MS = 5000

export const databaseAdapter = () =>
  usesPostgres
    ? postgresAdapter({
        pool: { connectionString: databaseUrl, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS, keepAlive: true },
        // Schema changes ship as migrations that cms/server.ts runs at start under an advisory lock. No
        // prodMigrations: Payload would run those inside init in production, in every process at once.
        push: false,
        migrationDir,
      })
    : sqliteAdapter({
        client: { url: databaseUrl },
        // Schema changes ship as migrations (cms/migrations) that cms/server.ts runs at start, in every
        // mode; pushing in development as well would leave a database that migrations refuse later.
        push: false,
        migrationDir,
        prodMigrations: migrations as never,
        // WAL with synchronous NORMAL: a commit is not fsynced on its own, so a power cut (not a process
        // crash) may lose the last moments of commits, never corrupt the file. FULL fsyncs every commit,
        // including each read's view count, at eight times the cost (docs/decisions.md).
        wal: { synchronous: 'NORMAL' },
        busyTimeout: 5000,
      })
