import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/*
 * A ticket's token: `<nonce>.<mac>`, the nonce 128 random bits stored on the registration, the mac an
 * HMAC-SHA256 of it under the Payload secret (first 128 bits). Nobody without the secret can make a
 * token that passes, so a forged or mistyped code is refused before the database is asked; the
 * registration id appears nowhere in it. Both halves are base64url, short enough for a small QR code.
 */

const PREFIX = 'EVT1'

const macOf = (secret: string, nonce: string) => createHmac('sha256', secret).update(`event-ticket:${nonce}`).digest().subarray(0, 16)

export const newTicketNonce = () => randomBytes(16).toString('base64url')

export const ticketToken = (secret: string, nonce: string) => `${PREFIX}.${nonce}.${macOf(secret, nonce).toString('base64url')}`

/** The nonce a genuine token carries, or null for anything the server did not sign. */
export const nonceOfToken = (secret: string, token: string): string | null => {
  const [prefix, nonce, mac, ...rest] = token.trim().split('.')
  if (prefix !== PREFIX || !nonce || !mac || rest.length || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return null
  // Compared as text: base64url's last character has spare bits, so decoding would accept variants of it.
  const given = Buffer.from(mac)
  const expected = Buffer.from(macOf(secret, nonce).toString('base64url'))
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null
}
