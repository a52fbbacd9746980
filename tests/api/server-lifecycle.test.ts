import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort, type RunningPortal, runPortalUntilExitOnFreshData, startPortal } from '../helpers/portal-process'

const rootDir = path.resolve(import.meta.dirname, '../..')
const payloadTypes = path.join(rootDir, 'cms/payload-types.ts')
const phases = ['secret', 'mail capture', 'Payload init', 'migrate', 'seed', 'Next prepare', 'listen']

/** Opens a raw TCP connection and writes `text` without ever finishing what it started. */
const openRaw = (port: number, text: string) =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(text)
      resolve(socket)
    })
    socket.on('error', reject)
  })

/** Resolves after the first chunk the server sends on `socket` (an answer or the SMTP greeting). */
const firstData = (socket: net.Socket) => new Promise<string>((resolve) => socket.once('data', (chunk) => resolve(String(chunk))))

const exitOf = (portal: RunningPortal) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (portal.child.exitCode !== null) return resolve({ code: portal.child.exitCode, signal: null })
    portal.child.once('exit', (code, signal) => resolve({ code, signal }))
  })

describe('starting and stopping the server process', () => {
  it('starts four servers at once on fresh data folders, each through every phase to /healthz', { timeout: 300_000 }, async () => {
    const typesBefore = fs.statSync(payloadTypes).mtimeMs
    const starts = await Promise.allSettled([1, 2, 3, 4].map((n) => startPortal(`together-${n}`, {}, { nodeEnv: null })))
    const portals = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []))
    try {
      for (const start of starts) if (start.status === 'rejected') throw start.reason
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
    // A millisecond is too short for the first phase that waits on the database or the network.
    const { code, output } = await runPortalUntilExitOnFreshData('watchdog', { STARTUP_PHASE_TIMEOUT: '0.001' })
    expect(code).toBe(1)
    const failed =
      /\[시작 실패\] '(.+)' 단계가 0\.001초 안에 끝나지 않아 서버를 종료합니다\. Startup phase '(.+)' did not finish within 0\.001 s; exiting\./.exec(output)
    expect(failed).not.toBeNull()
    // The phase named is the one the last start line announced.
    const started = [...output.matchAll(/\[시작\] (.+) \((.+)\)/g)].at(-1)
    expect([failed![1], failed![2]]).toEqual([started![1], started![2]])
  })

  it('exits with 0 within 10 s of SIGTERM while connections are open, idle, half-sent or upgraded', { timeout: 200_000 }, async () => {
    const smtpPort = await freePort()
    const portal = await startPortal('stop', { SMTP_CAPTURE_PORT: String(smtpPort) }, { nodeEnv: null })
    const port = Number(new URL(portal.url).port)
    const idleKeepAlive = await openRaw(port, 'GET /healthz HTTP/1.1\r\nHost: portal\r\n\r\n')
    expect(await firstData(idleKeepAlive)).toContain('200 OK')
    const halfSentHeaders = await openRaw(port, 'GET /healthz HTTP/1.1\r\nHost: portal\r\n')
    const unfinishedBody = await openRaw(
      port,
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"login_id":',
    )
    const upgrade = await openRaw(
      port,
      'GET /_next/hmr HTTP/1.1\r\nHost: portal\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    )
    const smtpSession = await openRaw(smtpPort, '')
    expect(await firstData(smtpSession)).toMatch(/^220 /)
    const sockets = [idleKeepAlive, halfSentHeaders, unfinishedBody, upgrade, smtpSession]
    for (const socket of sockets) socket.on('error', () => {})

    const exited = exitOf(portal)
    const signalledAt = Date.now()
    portal.child.kill('SIGTERM')
    const { code, signal } = await exited
    const seconds = (Date.now() - signalledAt) / 1000
    for (const socket of sockets) socket.destroy()
    const log = portal.log()
    fs.rmSync(portal.dataDir, { recursive: true, force: true })

    expect({ code, signal }).toEqual({ code: 0, signal: null })
    expect(seconds).toBeLessThan(10)
    expect(log).toContain('[종료] 완료 (stopped)')
  })
})
