import crypto from 'node:crypto'
import { resolvePayloadSecret } from './secret'

/**
 * Small tamper-proof values with an expiry (OAuth state, pending social join, find-ID refs, the
 * profile password gate): base64url JSON plus an HMAC over it. `kind` keeps one sort of value from
 * being replayed as another.
 */
const mac = (kind: string, body: string) => crypto.createHmac('sha256', resolvePayloadSecret()).update(`${kind}.${body}`).digest('base64url')

export const signValue = (kind: string, value: object, ttlSeconds: number): string => {
  const body = Buffer.from(JSON.stringify({ v: value, exp: Date.now() + ttlSeconds * 1000 })).toString('base64url')
  return `${body}.${mac(kind, body)}`
}

export const readSignedValue = <T>(kind: string, signed: string | null | undefined): T | null => {
  if (!signed) return null
  const [body, signature] = signed.split('.')
  if (!body || !signature) return null
  const expected = Buffer.from(mac(kind, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null
  try {
    const { v, exp } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { v: T; exp: number }
    return exp > Date.now() ? v : null
  } catch {
    return null
  }
}
