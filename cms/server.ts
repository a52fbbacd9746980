import fs from 'node:fs'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import { shareUserRowTurns, userRowWritesInTurn } from './domains/account'
import { approvedAlimtalkTemplates } from './domains/notifications'
import { seoRouter, siteHeadAdditions } from './domains/seo'
import { stampClientIp } from './platform/http/client-ip'
import { loadPageRenderer } from './platform/http/page-render'
import { readContentVersion } from './platform/data/content-version'
import { isDatabaseUnavailable } from './platform/data/database-unavailable'
import { healthCheck } from './platform/http/health-check'
import { originOfHost } from './platform/http/public-origin'
import { crossProcessLock, isPostgres } from './platform/data/raw-sql'
import { migrateOnce } from './platform/lifecycle/migrate-once'
import { dataDir, rootDir, uploadsDir, usesPostgres, webDistDir } from './platform/config/paths'
import { errorMessages } from './platform/http/errors'
import { resolvePayloadSecret } from './platform/security/secret'
import { servePayloadEndpoints } from './platform/http/serve-payload-endpoints'
import { trustProxySetting } from './platform/http/trust-proxy'
import { markJobRunner, runsJobs } from './platform/jobs/jobs-config'
import { closeDatabase } from './platform/lifecycle/close-database'
import { trackHttpConnections } from './platform/lifecycle/http-connections'
import { turnOffPayloadDevTooling } from './platform/lifecycle/payload-dev-tooling'
import { runStartPhase, startPhaseLimitSeconds } from './platform/lifecycle/start-phase'
import { SHUTDOWN_GRACE_MS, shutdownDrainMs } from './platform/lifecycle/stop-on-signal'
import { limitRequestBodies } from './platform/security/body-limits'
import { closeInternalRoutes } from './platform/security/internal-routes'
import { rejectMalformedPaths } from './platform/security/reject-malformed-paths'
import { refuse } from './platform/security/refuse'
import { refuseCrossSiteWrites } from './platform/security/same-origin-writes'
import { routedPath } from './platform/security/request-path'
import { adminHeaders, apiHeaders, portalHeaders } from './platform/security/security-headers'
import { systemAccess } from './platform/access/system-access'

/** The portal's own API: Payload custom endpoints, served by express through Payload's endpoint dispatch. */
const API_V1_PATH = /^\/api\/v1(\/|$)/
const SPEC_UPLOAD_PATH = '/file/uploadFile'
/** Paths the Next app (Payload admin, REST, GraphQL) answers; express serves the rest. */
const NEXT_PATHS = /^\/(admin|api|_next|__nextjs)(\/|$)/
const USER_ROWS_PATH = /^\/api\/users(\/|$)/
/** Payload's REST and GraphQL; the admin's pages (Next's own server actions check their origin) are not. */
const API_PATH = /^\/api(\/|$)/

const KEEP_ALIVE_MS = 65_000

/** Where this process reaches itself: a wildcard listen address answers on the loopback. */
const loopbackHost = (host: string | undefined) => (!host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host)

const isProductionMode = () => process.env.NODE_ENV === 'production'

const ensureSecret = () => {
  if (isProductionMode() && !process.env.PAYLOAD_SECRET) {
    throw new Error('PAYLOAD_SECRET is required when NODE_ENV=production (운영 모드에서는 PAYLOAD_SECRET 환경 변수가 필요합니다).')
  }
  // Several processes share a PostgreSQL database, and each checks the sessions the others signed: a
  // key generated into each one's data folder would differ, and a sign-in would fail on the next process.
  if (usesPostgres && !process.env.PAYLOAD_SECRET) {
    throw new Error(
      'PAYLOAD_SECRET is required with DATABASE_URL=postgres://… (PostgreSQL에서는 모든 포털 프로세스가 같은 키를 쓰도록 PAYLOAD_SECRET 환경 변수가 필요합니다).',
    )
  }
  // Reset links and social sign-in redirects would otherwise come from the request's Host header,
  // which a visitor can forge to have a reset link point at another site.
  if (isProductionMode() && !/^https?:\/\/[^/]+/.test(process.env.PUBLIC_URL ?? '')) {
    throw new Error(
      'PUBLIC_URL is required when NODE_ENV=production (운영 모드에서는 PUBLIC_URL 환경 변수에 포털 주소가 필요합니다, 예: https://sanhak.example.ac.kr).',
    )
  }
  // Exported so the Next bundle, which evaluates the config on its own, signs tokens with the same key.
  process.env.PAYLOAD_SECRET = resolvePayloadSecret()
}

/** Development and tests get a loopback mail catcher; production must name a real SMTP server. */
const prepareMail = async () => {
  if (process.env.SMTP_HOST) return null
  if (isProductionMode()) {
    throw new Error('SMTP_HOST is required when NODE_ENV=production (운영 모드에서는 SMTP_HOST 등 메일 서버 설정이 필요합니다).')
  }
  const { startMailCapture } = await import('./platform/mail/mail-capture')
  const capture = await startMailCapture((line) => console.log(line))
  process.env.SMTP_HOST = capture.host
  process.env.SMTP_PORT = String(capture.port)
  process.env.SMTP_IGNORE_TLS = 'true'
  return capture
}

/**
 * Development and tests get a loopback SOLAPI stand-in (/dev/phone) unless a key is set; production
 * never does. The SDK's fetch goes to SOLAPI_API_URL only when that is set.
 */
const preparePhone = async () => {
  const standIn =
    isProductionMode() || process.env.SOLAPI_API_KEY
      ? null
      : await (await import('./platform/phone/phone-standin')).startStandInForProcess(approvedAlimtalkTemplates(), (line) => console.log(line))
  const { routeSolapiApi } = await import('./platform/phone/solapi-route')
  routeSolapiApi()
  return standIn
}

const shouldSeedEmptyDatabase = () => (process.env.SEED_ON_EMPTY ?? (isProductionMode() ? 'false' : 'true')) === 'true'

export type PortalServer = { server: Server; url: string; close: () => Promise<void> }

export const startPortalServer = async (port = Number(process.env.PORT ?? 3000), host = process.env.HOST): Promise<PortalServer> => {
  const limit = startPhaseLimitSeconds('phase')
  await runStartPhase({ label: '비밀 키', english: 'secret' }, limit, () => {
    ensureSecret()
    fs.mkdirSync(uploadsDir, { recursive: true })
  })
  const mailCapture = await runStartPhase({ label: '메일', english: 'mail capture' }, limit, prepareMail)
  const phoneStandIn = await runStartPhase({ label: '문자', english: 'phone stand-in' }, limit, preparePhone)

  const { payload, config } = await runStartPhase({ label: 'Payload 초기화', english: 'Payload init' }, limit, async () => {
    turnOffPayloadDevTooling()
    const { getPayload } = await import('payload')
    const { default: config } = await import('./payload.config')
    // Due jobs (mail, scheduled publishing) run in this instance only, never in the admin's own one.
    const payload = await getPayload({ config, cron: runsJobs() })
    markJobRunner(payload)
    return { payload, config }
  })
  await runStartPhase({ label: '마이그레이션', english: 'migrate' }, limit, async () => {
    const { migrations } = await import('./platform/data/database-adapter')
    await migrateOnce(payload, migrations)
    // A template row per notification event, before anything can notify (the seed included).
    const { ensureNotificationTemplates } = await import('./domains/notifications')
    await ensureNotificationTemplates(payload)
  })
  // Sessions live on the user row (user-row-lock.ts): processes on one PostgreSQL database take turns writing it.
  if (isPostgres(payload)) shareUserRowTurns(crossProcessLock(payload, 'sanhak-portal:user-rows'))

  await runStartPhase({ label: '데모 데이터', english: 'seed' }, startPhaseLimitSeconds('seed'), async () => {
    if (!shouldSeedEmptyDatabase() || (await payload.count({ collection: 'users', ...systemAccess('health check') })).totalDocs > 0) return
    payload.logger.info('빈 데이터베이스입니다. 데모 데이터를 넣습니다.')
    const { seedDemoData } = await import('../seed/index')
    await seedDemoData(payload)
  })

  const handleNext = await runStartPhase({ label: '관리자 화면(Next) 준비', english: 'Next prepare' }, limit, async () => {
    const { default: next } = await import('next')
    const nextApp = next({ dev: false, dir: path.join(rootDir, 'cms'), quiet: true })
    await nextApp.prepare()
    return nextApp.getRequestHandler()
  })

  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', trustProxySetting())

  // Set once the process is told to stop: the load balancer's health check sends new requests elsewhere.
  let draining = false
  app.get(
    '/healthz',
    healthCheck(payload, () => draining),
  )

  if (mailCapture) app.use(mailCapture.router)
  if (phoneStandIn) app.use(phoneStandIn.router)

  app.use(stampClientIp)
  app.use(rejectMalformedPaths)

  const toPayloadEndpoints = express.Router()
  toPayloadEndpoints.use(apiHeaders, limitRequestBodies, refuseCrossSiteWrites, compression(), servePayloadEndpoints(config))
  // Spec §7 names the upload call without the /api/v1 prefix; it is the same endpoint.
  app.post(SPEC_UPLOAD_PATH, (req, _res, nextMiddleware) => {
    req.url = `/api/v1${req.url}`
    nextMiddleware()
  })
  app.use((req, res, nextMiddleware) => (API_V1_PATH.test(routedPath(req.path) ?? '') ? toPayloadEndpoints(req, res, nextMiddleware) : nextMiddleware()))

  // Next compresses its own responses; handing it the untouched request keeps its routing intact.
  const toNext = express.Router()
  const toApi = express.Router()
  toApi.use(apiHeaders, refuseCrossSiteWrites)
  toNext.use((req, res, nextMiddleware) =>
    API_PATH.test(routedPath(req.path) ?? '') ? toApi(req, res, nextMiddleware) : adminHeaders(req, res, nextMiddleware),
  )
  toNext.use(limitRequestBodies, closeInternalRoutes)
  toNext.use((req, res, nextMiddleware) => (USER_ROWS_PATH.test(routedPath(req.path) ?? '') ? userRowWritesInTurn(req, res, nextMiddleware) : nextMiddleware()))
  toNext.use((req, res) => void handleNext(req, res))
  app.use((req, res, nextMiddleware) => (NEXT_PATHS.test(req.path) ? toNext(req, res, nextMiddleware) : nextMiddleware()))

  app.use(compression())
  app.use(portalHeaders)
  app.use(seoRouter(payload))
  app.use('/assets', express.static(path.join(webDistDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }))
  app.use(express.static(webDistDir, { index: false, maxAge: '1h' }))

  // Read once: every screen's first request gets this page, and reading it from disk each time put
  // four thread-pool trips in its way under load (docs/performance.md). `npm start` builds before it
  // starts, so the file never changes under a running server.
  const indexHtml = path.join(webDistDir, 'index.html')
  let indexPage: Buffer | undefined
  // A guest's public page comes rendered with its content (page-render.ts); the rest is the SPA's shell.
  const renderFailed = (error: unknown, url: string) => payload.logger.error({ err: error, msg: 'server render failed', url })
  const pages = await loadPageRenderer(
    (origin, pathname) => siteHeadAdditions(payload, { origin, pathname }),
    () => readContentVersion(payload),
    renderFailed,
  )
  app.get('/{*splat}', async (req, res) => {
    if (!indexPage && fs.existsSync(indexHtml)) indexPage = fs.readFileSync(indexHtml)
    if (!indexPage) {
      res.status(503).type('text/plain; charset=utf-8').send('포털 화면이 아직 빌드되지 않았습니다. npm run build 후 다시 시작해 주세요.')
      return
    }
    res.setHeader('Cache-Control', 'no-cache')
    const rendered =
      pages && req.accepts('html')
        ? await pages.render(req, originOfHost(req.get('host')) ?? 'http://localhost').catch((error: unknown) => {
            // The browser can still draw the page: a failed server render costs the first paint, not the page.
            renderFailed(error, req.originalUrl)
            return null
          })
        : null
    if (rendered && 'redirect' in rendered) return res.redirect(rendered.status, rendered.redirect)
    if (rendered)
      return res
        .status(rendered.status)
        .set('X-Page-Cache', rendered.fromCache ? 'hit' : 'miss')
        .type('html')
        .send(rendered.body)
    res.type('html').send(indexPage)
  })

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (isDatabaseUnavailable(error)) {
      payload.logger.warn({ err: error, msg: 'express request: database unavailable' })
      return refuse(req.path, res, 503, errorMessages.unavailable)
    }
    const status = (error as { status?: number }).status ?? 500
    if (status >= 500) payload.logger.error({ err: error, msg: 'express request failed' })
    refuse(req.path, res, status, status === 404 ? errorMessages.notFound : errorMessages.server)
  })

  const server = createServer(app)
  // Node closes an idle kept-alive connection after 5 s; a client (or load balancer) that reuses it
  // at that moment gets ECONNRESET. Longer than the common 60 s idle timeout of load balancers, so
  // the side that closes is always theirs.
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1000
  const connections = trackHttpConnections(server)
  await runStartPhase(
    { label: '포트 열기', english: 'listen' },
    limit,
    () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => {
          server.off('error', reject)
          resolve()
        })
      }),
  )
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  const url = `http://${host ?? 'localhost'}:${actualPort}`
  pages?.listening(`http://${loopbackHost(host)}:${actualPort}`)
  payload.logger.info(`산학협력단 포털: ${url} (관리자 ${url}/admin, 데이터 ${dataDir})`)

  return {
    server,
    url,
    close: async () => {
      draining = true
      connections.drain()
      await new Promise((resolve) => setTimeout(resolve, shutdownDrainMs()))
      await connections.close(SHUTDOWN_GRACE_MS)
      await mailCapture?.close()
      await phoneStandIn?.close()
      await closeDatabase(payload)
    },
  }
}
