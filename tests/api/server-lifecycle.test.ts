import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runPortalUntilExit, startPortal } from '../helpers/portal-process'

const rootDir = path.resolve(import.meta.dirname, '../..')
const payloadTypes = path.join(rootDir, 'cms/payload-types.ts')
const phases = ['secret', 'mail capture', 'Payload init', 'migrate', 'seed', 'Next prepare', 'listen']

describe('starting the server process', () => {
  it('starts four servers at once on fresh data folders, each through every phase to /healthz', { timeout: 300_000 }, async () => {
    const typesBefore = fs.statSync(payloadTypes).mtimeMs
    const portals = await Promise.all([1, 2, 3, 4].map((n) => startPortal(`together-${n}`, {}, { nodeEnv: null })))
    try {
      for (const portal of portals) {
        expect((await fetch(`${portal.url}/healthz`)).status).toBe(200)
        const log = portal.log()
        for (const phase of phases) expect(log).toContain(`(${phase})`)
      }
      // Payload's start would otherwise rewrite the repository's types in a background process.
      expect(fs.statSync(payloadTypes).mtimeMs).toBe(typesBefore)
    } finally {
      await Promise.all(portals.map((portal) => portal.stop()))
    }
  })

  it('ends with a message naming the phase when a phase cannot finish in time', { timeout: 60_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-watchdog-'))
    // SMTP_HOST skips the mail capture, so the first phase that waits on anything is Payload init.
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', SMTP_HOST: '127.0.0.1', STARTUP_PHASE_TIMEOUT: '0.001' }
    const { code, output } = await runPortalUntilExit(env)
    fs.rmSync(dataDir, { recursive: true, force: true })
    expect(code).toBe(1)
    expect(output).toContain("'Payload 초기화' 단계가 0.001초 안에 끝나지 않아 서버를 종료합니다")
    expect(output).toContain("Startup phase 'Payload init' did not finish within 0.001 s; exiting.")
  })
})
