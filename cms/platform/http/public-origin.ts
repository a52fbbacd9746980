import type { PayloadRequest } from 'payload'

/**
 * PUBLIC_URL when set (production), because the Host header of a request can be forged and a link
 * in a mail must never point at someone else's site. Development and tests use the Host the browser
 * asked for.
 */
export const originOfHost = (host: string | undefined) => {
  const configured = process.env.PUBLIC_URL?.replace(/\/+$/, '')
  if (configured) return configured
  return host ? `http://${host}` : undefined
}

/** The origin for a Payload request: behind cms/server.ts, Next's own req.url names its internal address, so the Host comes first. */
export const publicOrigin = (req?: PayloadRequest) => originOfHost(req?.headers.get('host') ?? undefined) ?? new URL(req?.url ?? 'http://localhost').origin
