import type { RequestHandler } from 'express'
import type { PayloadRequest } from 'payload'

/**
 * Express decides the client's address once (honouring TRUST_PROXY) and hands it to Payload and the
 * /api/v1 handlers in this header, overwriting whatever a client sent under the same name.
 */
export const CLIENT_IP_HEADER = 'x-portal-client-ip'

export const stampClientIp: RequestHandler = (req, _res, next) => {
  req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? 'unknown'
  next()
}

/** Local API calls made outside a request (seed, scripts) have no client and share one key. */
export const clientIp = (req: Pick<PayloadRequest, 'headers'>): string => req.headers.get(CLIENT_IP_HEADER) ?? 'local'
