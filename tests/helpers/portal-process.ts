import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { buildIfNeeded, serverBundle } from '../../scripts/build'

const rootDir = path.resolve(import.meta.dirname, '../..')

/** The server bundle `npm start` runs, rebuilt first when cms/ or seed/ changed since (esbuild, a second). */
const serverEntry = async () => {
  await buildIfNeeded({ serverOnly: true })
  return serverBundle
}

/** The node flags `npm start` gives the server (package.json), so these processes run as it does. */
const startFlags: string[] = (() => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { scripts: { start: string } }
  const flags = /node ((?:--\S+ )*)dist\/server\/main\.mjs/.exec(scripts.start)
  if (!flags) throw new Error('package.json: the start script no longer runs `node … dist/server/main.mjs`')
  return flags[1]!.split(' ').filter(Boolean)
})()

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

const waitForHealth = async (url: string, child: ChildProcess, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${url}/healthz`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`portal server did not become healthy within ${timeoutMs} ms`)
}

/**
 * Queued mail leaves within a second. The retention job runs every two seconds instead of nightly,
 * so a test that backdates a row sees it destroyed; so does the 가족회사 expiry job, so a test sees a
 * membership past its end expire; and so do the reminder, waiting-list and survey jobs, so a test
 * sees a reminder due, an offer lapse or a survey link sent.
 */
const testJobSchedule = {
  JOBS_CRON: '* * * * * *',
  RETENTION_CRON: '*/2 * * * * *',
  FAMILY_EXPIRY_CRON: '*/2 * * * * *',
  EQUIPMENT_REMINDER_CRON: '*/2 * * * * *',
  EQUIPMENT_WAITLIST_CRON: '*/2 * * * * *',
  COURSE_REMINDER_CRON: '*/2 * * * * *',
  SURVEY_OPENED_CRON: '*/2 * * * * *',
}

/**
 * The schedule `npm start` runs: each cron setting empty, so each job takes its own default (the
 * queue every ten seconds, retention nightly). The bench measures what a visitor of the deployed
 * portal sees: the tests' schedule runs six jobs every two seconds, each pass stopping the whole
 * process for 30–80 ms, which alone put the open loop's p99 over 50 ms (docs/performance.md).
 */
const deployedJobSchedule = Object.fromEntries(Object.keys(testJobSchedule).map((name) => [name, '']))

/**
 * The API test server signs with a known secret so tests can forge an expired token, and allows
 * enough logins and mails from 127.0.0.1 for the whole suite. It trusts loopback as its proxy, so a
 * test acts as other addresses with X-Forwarded-For to reach a limit. A reused refresh token counts
 * as stolen after 2 s instead of 20, so a test can wait that out. A refused mail is retried after
 * 20 ms, doubling, instead of a minute. Its jobs run on the schedule above.
 */
export const apiTestEnv = {
  PAYLOAD_SECRET: 'api-test-secret-not-for-production',
  RATE_LIMIT_LOGIN: '200',
  RATE_LIMIT_FIND: '100',
  RATE_LIMIT_CERT: '100',
  RATE_LIMIT_UPLOAD: '60',
  TRUST_PROXY: 'loopback',
  REFRESH_REUSE_GRACE_SECONDS: '2',
  ...testJobSchedule,
  MAIL_RETRY_DELAY_MS: '20',
  // Nothing balances these processes' load unless a test says so (the failover drills): stopping needs no drain.
  SHUTDOWN_DRAIN_MS: '0',
}

/**
 * Runs the server process with exactly `env` until it ends by itself, for tests of a start that
 * must fail; returns its exit code and everything it printed.
 */
export const runPortalUntilExit = async (env: NodeJS.ProcessEnv) => {
  const child = spawn(process.execPath, [...startFlags, await serverEntry()], { cwd: rootDir, env })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  return { code, output }
}

/**
 * `runPortalUntilExit` in test mode on a fresh data folder and SQLite file, with SMTP named so no mail
 * capture starts; `env` adds the settings under test. The folder is removed once the process ended.
 */
export const runPortalUntilExitOnFreshData = async (label: string, env: Record<string, string>) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${label}-`))
  try {
    return await runPortalUntilExit({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', SMTP_HOST: '127.0.0.1', ...env })
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

export type RunningPortal = { url: string; dataDir: string; logPath: string; child: ChildProcess; log: () => string; stop: () => Promise<void> }

/**
 * Starts the real server process (as `npm start` does, minus the build step) on a fresh SQLite
 * file in a temp folder; the empty database gets the demo seed. `env` adds settings (e.g. the
 * social sign-in providers pointed at the stand-in); `nodeEnv: null` starts it without NODE_ENV,
 * exactly like `npm start`; `port` starts it where a stopped process listened, so a proxy finds it
 * again; `dataDir` starts it on a data folder that already exists (a restored backup), removed like a
 * fresh one when the portal stops; `nodeArgs` go to node itself (the bench's profiler flags, which
 * NODE_OPTIONS refuses); `jobSchedule: 'as-deployed'` runs the jobs on `npm start`'s schedule.
 */
export const startPortal = async (
  label: string,
  env: Record<string, string> = {},
  {
    nodeEnv = 'test',
    port: fixedPort,
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${label}-`)),
    nodeArgs = [],
    jobSchedule = 'test',
  }: { nodeEnv?: string | null; port?: number; dataDir?: string; nodeArgs?: string[]; jobSchedule?: 'test' | 'as-deployed' } = {},
): Promise<RunningPortal> => {
  const port = fixedPort ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const logPath = path.join(dataDir, 'server.log')
  const logFile = fs.openSync(logPath, 'w')
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    ...apiTestEnv,
    ...(jobSchedule === 'as-deployed' ? deployedJobSchedule : {}),
    ...env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    // SQLite in the data folder unless the caller names a database (the PostgreSQL runs).
    DATABASE_URL: env.DATABASE_URL ?? '',
  }
  if (nodeEnv === null) delete childEnv.NODE_ENV
  else childEnv.NODE_ENV = nodeEnv
  const child = spawn(process.execPath, [...startFlags, ...nodeArgs, await serverEntry()], {
    cwd: rootDir,
    env: childEnv as NodeJS.ProcessEnv,
    stdio: ['ignore', logFile, logFile],
  })
  const log = () => fs.readFileSync(logPath, 'utf8')
  try {
    await waitForHealth(url, child, 150_000)
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`${(error as Error).message}\n${log().slice(-4000)}`, { cause: error })
  }
  return {
    url,
    dataDir,
    logPath,
    child,
    log,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
