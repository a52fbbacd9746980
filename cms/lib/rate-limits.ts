import { type RequestHandler, Router } from 'express'
import { rateLimit } from 'express-rate-limit'
import type { ApiEnvelope } from '../endpoints/v1/schemas/envelope'

/** What an IP sees once it has used up a limit; the same envelope as every /api/v1 answer. */
export const rateLimitMessage = '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.'

const MINUTE_MS = 60_000

/** A positive whole number from the environment, or the default when unset or mistyped. */
const limitFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isInteger(value) && value > 0 ? value : fallback
}

const perIpLimit = (limit: number, windowMs: number): RequestHandler =>
  rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => {
      const body: ApiEnvelope<null> = { status: { code: 429, message: rateLimitMessage }, data: null }
      res.status(429).json(body)
    },
  })

/**
 * Per-IP limits on the calls that guess passwords, look up members or send mail (docs/api.md
 * "인증과 토큰"). Each group has one counter, so the portal's and Payload's login share a budget.
 * Mounted before Next, which answers these paths.
 */
export const accountRateLimits = () => {
  const login = perIpLimit(limitFromEnv('RATE_LIMIT_LOGIN', 20), MINUTE_MS)
  const find = perIpLimit(limitFromEnv('RATE_LIMIT_FIND', 10), 10 * MINUTE_MS)
  const cert = perIpLimit(limitFromEnv('RATE_LIMIT_CERT', 10), 10 * MINUTE_MS)

  const router = Router()
  router.post(['/api/v1/auth/login', '/api/users/login'], login)
  router.post(['/api/v1/auth/find-id', '/api/v1/auth/find-password', '/api/v1/auth/reset-password', '/api/users/forgot-password'], find)
  router.use('/api/v1/cert', cert)
  return router
}
