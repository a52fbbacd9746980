import { describe, expect, it } from 'vitest'
import { newTicketNonce, nonceOfToken, ticketToken } from '../../cms/domains/events/services/ticket-token'

const secret = 'portal-secret-for-the-test'

describe('event ticket tokens', () => {
  it('a token the server made gives back its nonce', () => {
    const nonce = newTicketNonce()
    expect(nonceOfToken(secret, ticketToken(secret, nonce))).toBe(nonce)
  })

  it('every ticket gets a different 128-bit nonce', () => {
    const nonces = new Set(Array.from({ length: 1000 }, newTicketNonce))
    expect(nonces.size).toBe(1000)
    expect(Buffer.from([...nonces][0]!, 'base64url')).toHaveLength(16)
  })

  it('a token signed with another secret, a changed nonce or a cut signature is nobody’s', () => {
    const nonce = newTicketNonce()
    const token = ticketToken(secret, nonce)
    const [prefix, , mac] = token.split('.')
    expect(nonceOfToken('another-secret', token)).toBeNull()
    expect(nonceOfToken(secret, `${prefix}.${newTicketNonce()}.${mac}`)).toBeNull()
    expect(nonceOfToken(secret, token.slice(0, -2))).toBeNull()
    expect(nonceOfToken(secret, `${token}.extra`)).toBeNull()
    expect(nonceOfToken(secret, '12')).toBeNull()
    // The last base64url character has two spare bits: a variant that decodes to the same bytes is still refused.
    const last = token.at(-1)!
    const sibling = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const index = sibling.indexOf(last)
    expect(nonceOfToken(secret, token.slice(0, -1) + sibling[index ^ 1])).toBeNull()
  })
})
