import type { IncomingHttpHeaders } from 'node:http'
import { Readable } from 'node:stream'
import type { RequestHandler } from 'express'
import { match } from 'path-to-regexp'
import { createPayloadRequest, type PayloadHandler, type SanitizedConfig } from 'payload'
import { decodedPath } from '../security/request-path'
import { unknownApi } from './not-found'

type Route = { method: string; params: (path: string) => Record<string, string> | null; handler: PayloadHandler }

const toHeaders = (incoming: IncomingHttpHeaders) => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one)
  }
  return headers
}

/**
 * The request as Payload reads it. A GET carries no body, so it gets just what Payload and the
 * handlers read (method, URL, headers) instead of a full fetch Request, whose construction (abort
 * signal, body stream) cost more than a list endpoint's own work; a request with a body gets a real
 * one, so json() and formData() read the stream.
 */
const toFetchRequest = (req: Parameters<RequestHandler>[0]): Request => {
  const url = `http://${req.headers.host ?? 'localhost'}${req.originalUrl}`
  const headers = toHeaders(req.headers)
  if (req.method === 'GET' || req.method === 'HEAD') return { method: req.method, url, headers } as Request
  return new Request(url, {
    method: req.method,
    headers,
    body: Readable.toWeb(req) as ReadableStream,
    // Node's fetch needs this for a streamed request body.
    duplex: 'half',
  } as RequestInit)
}

/**
 * The portal's endpoints under `prefix`, each path compiled once with the path-to-regexp version
 * Payload itself matches with, in config order, so the first match wins exactly as in Payload's
 * `handleEndpoints` (which compiles every endpoint's pattern again on every request).
 */
const compileRoutes = (config: SanitizedConfig, prefix: string): Route[] =>
  (config.endpoints || [])
    .filter((endpoint) => endpoint.path.startsWith(prefix))
    .map((endpoint) => {
      const matcher = match<Record<string, string>>(endpoint.path)
      return {
        method: endpoint.method,
        params: (path: string) => {
          const result = matcher(path)
          return result ? { ...result.params } : null
        },
        handler: endpoint.handler,
      }
    })

const findRoute = (routes: Route[], method: string, path: string) => {
  for (const route of routes) {
    if (route.method !== method) continue
    const params = route.params(path)
    if (params) return { route, params }
  }
  return null
}

const send = async (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1], response: Response, extraHeaders: Headers | undefined) => {
  res.status(response.status)
  // An answer given part-way through reading the body (an upload refused at 20MB) ends the connection,
  // as the body's stream was given up. A body never read (a refusal before it) is left to Node, which
  // reads it off after the answer and keeps the connection.
  if (!req.complete && req.readableDidRead) res.setHeader('Connection', 'close')
  for (const headers of [extraHeaders, response.headers]) {
    headers?.forEach((value, name) => {
      if (name !== 'set-cookie') res.setHeader(name, value)
    })
  }
  const cookies = [...(extraHeaders?.getSetCookie() ?? []), ...response.headers.getSetCookie()]
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies)
  // One write of the whole body: the portal's answers are small JSON documents.
  res.end(Buffer.from(await response.arrayBuffer()))
}

/**
 * Serves the portal's /api/v1 custom endpoints straight from express, without Next's router and
 * without Payload's per-request route compilation (docs/performance.md). Each request still becomes
 * Payload's own `PayloadRequest` (caller from the token or cookie, locale, i18n), so the endpoints
 * and the collections' access rules see exactly what Payload's REST handler would give them.
 */
export const servePayloadEndpoints = (config: Promise<SanitizedConfig> | SanitizedConfig, prefix = '/v1'): RequestHandler => {
  let routes: Route[] | undefined
  return async (req, res, next) => {
    try {
      const resolved = await config
      routes ??= compileRoutes(resolved, prefix)
      const apiPath = decodedPath(req.path) ?? req.path
      const found = findRoute(routes, req.method.toLowerCase(), apiPath.slice(resolved.routes.api.length))
      if (!found) return void (await send(req, res, unknownApi(), undefined))
      const request = toFetchRequest(req)
      const payloadRequest = await createPayloadRequest({ canSetHeaders: true, config: resolved, request })
      payloadRequest.routeParams = found.params
      await send(req, res, await found.route.handler(payloadRequest), payloadRequest.responseHeaders)
    } catch (error) {
      next(error)
    }
  }
}
