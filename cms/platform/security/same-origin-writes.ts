import type { Request, RequestHandler } from 'express'
import { refuse } from './refuse'

export const sameOriginWriteMessages = {
  foreignOrigin: '다른 사이트에서 보낸 요청은 처리할 수 없습니다. 포털 화면에서 다시 시도해 주세요.',
  unsupportedType: '지원하지 않는 요청 형식입니다. JSON(application/json)이나 파일 양식(multipart/form-data)으로 보내 주세요.',
} as const

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const BODY_TYPES = ['application/json', 'multipart/form-data']

/**
 * The origin the browser must name: PUBLIC_URL's when set; otherwise the host the request was sent
 * to (express honours TRUST_PROXY for X-Forwarded-Host), compared without the scheme, since a proxy
 * in front may speak https while this server sees http.
 */
const isOwnOrigin = (req: Request, origin: string) => {
  let named: URL
  try {
    named = new URL(origin)
  } catch {
    return false
  }
  const configured = process.env.PUBLIC_URL?.trim()
  if (configured) {
    try {
      return named.origin === new URL(configured).origin
    } catch {
      return false
    }
  }
  // Read with the origin's scheme, so `example.ac.kr:443` and `https://example.ac.kr` are one host.
  try {
    return req.host !== undefined && new URL(`${named.protocol}//${req.host}`).host === named.host
  } catch {
    return false
  }
}

/** Whether the request carries a body at all; a POST without one (logout, refresh) has no type to check. */
const hasBody = (req: Request) =>
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0') || req.headers['transfer-encoding'] !== undefined

/**
 * Payload's read-only POST (the admin's relationship pickers): a form cannot set this header, and
 * Payload answers it as the GET it names.
 */
const isReadOverride = (req: Request) => [req.headers['x-payload-http-method-override'], req.headers['x-http-method-override']].includes('GET')

/**
 * Refuses state-changing calls a page on another origin could make with the staff member's
 * `payload-token` cookie. A plain HTML form can only send text/plain, urlencoded or multipart bodies
 * and always names its origin, so: a foreign `Origin` (or, without one, a browser's
 * `Sec-Fetch-Site` saying the page was another site's) is a 403, and a body that is neither JSON
 * nor multipart a 415. Payload's own Origin check (`csrf`) is off while PUBLIC_URL is unset, and
 * Payload reads a text/plain body as JSON, which is how the probe changed an application's state.
 */
export const refuseCrossSiteWrites: RequestHandler = (req, res, next) => {
  if (READ_METHODS.has(req.method)) return next()
  const origin = req.headers.origin
  const fetchSite = req.headers['sec-fetch-site']
  const foreign = origin !== undefined ? !isOwnOrigin(req, origin) : fetchSite === 'cross-site' || fetchSite === 'same-site'
  if (foreign) return refuse(req.path, res, 403, sameOriginWriteMessages.foreignOrigin)
  if (!hasBody(req) || BODY_TYPES.some((type) => req.is(type))) return next()
  if (req.method === 'POST' && isReadOverride(req) && req.is('application/x-www-form-urlencoded')) return next()
  refuse(req.path, res, 415, sameOriginWriteMessages.unsupportedType)
}
