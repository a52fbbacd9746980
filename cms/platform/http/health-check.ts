import type { Request, Response } from 'express'
import type { Payload } from 'payload'
import { systemAccess } from '../access/system-access'

/**
 * A load balancer gives up on a check after a few seconds: answer within that, whatever the database
 * does. No tighter than the pool's connect bound, so a busy process is not reported as unhealthy.
 */
const CHECK_WITHIN_MS = 5000

export const healthMessages = {
  database: '데이터베이스에 연결할 수 없습니다.',
  draining: '서버를 다시 시작하는 중입니다.',
} as const

const withinBound = <T>(work: Promise<T>) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_WITHIN_MS} ms`)), CHECK_WITHIN_MS)
    work.then(resolve, reject).finally(() => clearTimeout(timer))
  })

/**
 * `/healthz`: 200 while the database answers a query, else 503 with the reason, so a load balancer
 * takes the process out while its database is away and back once it returns, and out while the
 * process drains before stopping (docs/deploy.md).
 */
export const healthCheck = (payload: Payload, isDraining: () => boolean) => async (_req: Request, res: Response) => {
  res.setHeader('Cache-Control', 'no-store')
  if (isDraining()) {
    res.status(503).json({ status: 'draining', message: healthMessages.draining })
    return
  }
  try {
    await withinBound(payload.count({ collection: 'users', ...systemAccess('health check') }))
    res.json({ status: 'ok' })
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'health check: database unavailable' })
    res.status(503).json({ status: 'unavailable', reason: 'database', message: healthMessages.database })
  }
}
