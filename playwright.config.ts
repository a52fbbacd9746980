import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { standinEnv } from './tests/helpers/oauth-standin-env'

const port = Number(process.env.E2E_PORT ?? 3210)
const dataDir = path.join(os.tmpdir(), `portal-e2e-${port}`)
/** The loopback stand-in for Kakao, Naver and Google listens next to the portal. */
const standinPort = port + 1
/** The server of the run signs tokens with this, so a spec can forge an expired one. */
export const E2E_PAYLOAD_SECRET = 'e2e-secret-not-for-production'

/** Drives Debian's Chromium against the built app, started exactly as `npm start` starts it. */
export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // `npm test` asks for the JSON report (to sum both runners); a direct `npx playwright test` only lists.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
  // Publishing in the admin adds a notice; it runs after the portal specs so their seeded counts hold.
  projects: [
    { name: 'portal', testIgnore: /admin-.*\.spec\.ts/ },
    // Payload's admin screens are heavy pages: on two busy cores one story takes longer than a portal one.
    { name: 'admin', testMatch: /admin-.*\.spec\.ts/, dependencies: ['portal'], timeout: 90_000 },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/helpers/oauth-standin-server.ts',
      url: `http://127.0.0.1:${standinPort}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OAUTH_STANDIN_PORT: String(standinPort) },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `rm -rf ${dataDir} && npm start`,
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        NEXT_TELEMETRY_DISABLED: '1',
        PAYLOAD_SECRET: E2E_PAYLOAD_SECRET,
        RATE_LIMIT_LOGIN: '1000',
        RATE_LIMIT_FIND: '1000',
        RATE_LIMIT_CERT: '1000',
        RATE_LIMIT_LOOKUP: '1000',
        // Scheduled publishing and queued mail are run every two seconds, not ten.
        JOBS_CRON: '*/2 * * * * *',
        ...standinEnv(`http://127.0.0.1:${standinPort}`),
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
