import type { PayloadRequest } from 'payload'

/**
 * PUBLIC_URL when set (production), because the Host header of a request can be forged and a link
 * in a mail must never point at someone else's site. Development and tests use the Host the browser
 * asked for: behind cms/server.ts, Next's own req.url names its internal address instead.
 */
export const publicOrigin = (req?: PayloadRequest) => {
  const configured = process.env.PUBLIC_URL?.replace(/\/+$/, '')
  if (configured) return configured
  const host = req?.headers.get('host')
  return host ? `http://${host}` : new URL(req?.url ?? 'http://localhost').origin
}
