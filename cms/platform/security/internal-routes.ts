import type { RequestHandler } from 'express'
import { errorMessages } from '../http/errors'
import { refuse } from './refuse'
import { routedPath } from './request-path'

export const internalRouteMessages = { methodNotAllowed: '허용되지 않는 요청 방식입니다.' } as const

/**
 * Payload's bookkeeping collections have REST routes nobody uses: `payload-migrations` answers 501
 * with the server's internal address, and deleting a preference fails inside Payload with a 500
 * (the admin only reads and writes preferences).
 */
export const closeInternalRoutes: RequestHandler = (req, res, next) => {
  const path = routedPath(req.path) ?? ''
  if (/^\/api\/payload-migrations(\/|$)/.test(path)) return refuse(req.path, res, 404, errorMessages.notFound)
  if (req.method === 'DELETE' && /^\/api\/payload-preferences(\/|$)/.test(path)) {
    res.setHeader('Allow', 'GET, POST')
    return refuse(req.path, res, 405, internalRouteMessages.methodNotAllowed)
  }
  next()
}
