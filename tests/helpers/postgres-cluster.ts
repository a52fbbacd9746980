import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { postgresBinary } from '../../cms/platform/data/postgres-binaries'
import { freePort } from './portal-process'

export type PostgresCluster = {
  /** A connection URL for one database of the cluster. */
  url: (database: string) => string
  /** A new database, optionally a copy of a migrated template (CREATE DATABASE … TEMPLATE). */
  createDatabase: (name: string, template?: string) => Promise<void>
  /** Stops the server as an operator would (`pg_ctl stop -m fast`: sessions ended), keeping its data. */
  stopServer: () => void
  /** Starts the stopped server again on the same data and port. */
  startServer: () => void
  stop: () => Promise<void>
}

/** The newest installed server's binaries: Debian keeps them per major version, off the PATH. */
const serverBinDir = (): string | null => {
  const initdb = postgresBinary('initdb')
  return initdb ? path.dirname(initdb) : null
}

/** Why no cluster can start here, or null when one can. */
export const postgresUnavailable = (): string | null =>
  serverBinDir() ? null : 'PostgreSQL server binaries not found (apt-get install postgresql; .ci/run installs it)'

/** The server refuses to run as root: as root (CI), it runs as Debian's `postgres` user. */
const asServerUser = (command: string, args: string[]) =>
  process.getuid?.() === 0 ? { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] } : { command, args }

const run = (command: string, args: string[]) => {
  const { command: file, args: argv } = asServerUser(command, args)
  execFileSync(file, argv, { stdio: 'pipe' })
}

/**
 * A throw-away PostgreSQL cluster on loopback for tests: its own data directory in /tmp, a random
 * port, no durability (fsync off: a crash loses nothing worth keeping), about two seconds to start.
 */
export const startPostgresCluster = async (): Promise<PostgresCluster> => {
  const bin = serverBinDir()
  if (!bin) throw new Error(postgresUnavailable()!)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'))
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir])
  const port = await freePort()
  run(path.join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`
  let running = false
  const startServer = () => {
    run(path.join(bin, 'pg_ctl'), ['-D', dir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start'])
    running = true
  }
  const pgCtlStop = (mode: 'fast' | 'immediate') => {
    run(path.join(bin, 'pg_ctl'), ['-D', dir, '-m', mode, '-w', 'stop'])
    running = false
  }
  startServer()

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`
  return {
    url,
    createDatabase: async (name, template) => {
      const client = new pg.Client({ connectionString: url('postgres') })
      await client.connect()
      try {
        await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`)
      } finally {
        await client.end()
      }
    },
    stopServer: () => pgCtlStop('fast'),
    startServer,
    stop: async () => {
      // A test that failed while the server was down left nothing to stop but the folder.
      if (running) pgCtlStop('immediate')
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
