import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { portalUrl } from '../helpers/api'
import { runPortalUntilExit, runPortalUntilExitOnFreshData } from '../helpers/portal-process'

describe('the one server process', () => {
  it('answers /healthz once the database answers', async () => {
    const response = await fetch(`${portalUrl()}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('serves the SPA on any portal path (history fallback), an unknown one with the 404 status', async () => {
    for (const [route, status] of [
      ['/', 200],
      ['/infoPlaza/notice', 200],
      ['/myPage/equ', 200],
      ['/no/such/page', 404],
    ] as const) {
      const response = await fetch(`${portalUrl()}${route}`)
      expect(response.status).toBe(status)
      expect(response.headers.get('content-type')).toContain('text/html')
      expect(await response.text()).toMatch(/<div id="root"[ >]/)
    }
  })

  it('caches hashed assets for a year and compresses them', async () => {
    const html = await (await fetch(portalUrl())).text()
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)![1]
    const response = await fetch(`${portalUrl()}${script}`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('max-age=31536000')
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(response.headers.get('content-encoding')).toMatch(/gzip|br/)
  })

  it('answers a missing asset with 404 instead of the SPA', async () => {
    const response = await fetch(`${portalUrl()}/assets/missing-0000.js`)
    expect(response.status).toBe(404)
  })

  it('serves the Payload admin at /admin', async () => {
    const response = await fetch(`${portalUrl()}/admin/login`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<html')
  })

  it.each(['PAYLOAD_SECRET', 'PUBLIC_URL', 'SMTP_HOST'])('refuses to start in production mode without %s', async (missing) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-prod-'))
    const production = { PAYLOAD_SECRET: 'production-test-secret', PUBLIC_URL: 'https://sanhak.example.ac.kr', SMTP_HOST: '127.0.0.1' }
    const env: NodeJS.ProcessEnv = { ...process.env, ...production, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' }
    delete env[missing]
    const { code, output } = await runPortalUntilExit(env)
    fs.rmSync(dataDir, { recursive: true, force: true })
    expect(code).toBe(1)
    expect(output).toContain(`${missing} is required`)
    expect(fs.existsSync(path.join(dataDir, 'portal.db'))).toBe(false)
  })

  it('refuses to start with S3_BUCKET but no keys instead of keeping uploads on its own disk', async () => {
    const { code, output } = await runPortalUntilExitOnFreshData('s3', { S3_BUCKET: 'portal-uploads' })
    expect(code).toBe(1)
    expect(output).toContain('S3_BUCKET is set but S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY missing')
    expect(output).toContain('S3 저장소를 쓰려면 S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY 환경 변수도 필요합니다')
  })

  it('refuses to start on PostgreSQL without PAYLOAD_SECRET, which every process must share', async () => {
    // Refused before any connection is made, so no server needs to listen there.
    const { code, output } = await runPortalUntilExitOnFreshData('pg-secret', { DATABASE_URL: 'postgres://portal@127.0.0.1:1/portal', PAYLOAD_SECRET: '' })
    expect(code).toBe(1)
    expect(output).toContain('PAYLOAD_SECRET is required with DATABASE_URL=postgres://')
  })
})
