import type { IncomingHttpHeaders } from 'node:http'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { RequestHandler } from 'express'
import { handleEndpoints, type SanitizedConfig } from 'payload'
import { decodedPath } from '../security/request-path'

const toHeaders = (incoming: IncomingHttpHeaders) => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one)
  }
  return headers
}

/**
 * Serves the portal's /api/v1 custom endpoints straight from express through Payload's
 * framework-neutral `handleEndpoints`, without the hop through Next's router, which cost more CPU
 * per call than a simple endpoint's own work (docs/performance.md). The endpoints, their access
 * checks and Payload's request (user, cookies, locale) are exactly those Next would have used.
 */
export const servePayloadEndpoints =
  (config: Promise<SanitizedConfig> | SanitizedConfig): RequestHandler =>
  async (req, res, next) => {
    try {
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
      const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.originalUrl}`, {
        method: req.method,
        headers: toHeaders(req.headers),
        body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
        // Node's fetch needs this for a streamed request body.
        duplex: 'half',
      } as RequestInit)
      const response = await handleEndpoints({ config, request, path: decodedPath(req.path) ?? req.path })
      res.status(response.status)
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') res.setHeader(name, value)
      })
      const cookies = response.headers.getSetCookie()
      if (cookies.length > 0) res.setHeader('Set-Cookie', cookies)
      if (!response.body) return void res.end()
      Readable.fromWeb(response.body as NodeReadableStream).pipe(res)
    } catch (error) {
      next(error)
    }
  }
