import { jwtVerify } from 'jose'
import { type AuthStrategy, type AuthStrategyResult, JWT_AUTH_VERSION, type Payload } from 'payload'
import { readSignedInUser } from '../../platform/data/read-signed-in-user'

export const ACCESS_TOKEN_STRATEGY = 'portal-access-token'

const secretKeys = new WeakMap<Payload, Uint8Array>()
const secretKeyOf = (payload: Payload) => {
  let key = secretKeys.get(payload)
  if (!key) {
    key = new TextEncoder().encode(payload.secret)
    secretKeys.set(payload, key)
  }
  return key
}

/** The token of an `Authorization: JWT …` or `Bearer …` header, the two header forms Payload reads. */
const headerToken = (header: string | null) => {
  if (header?.startsWith('JWT ')) return header.slice('JWT '.length)
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length)
  return null
}

/**
 * The caller of a request that carries its access token in the Authorization header, as the portal's
 * screens send it:
 * the token verified exactly as Payload's own strategy verifies it (same secret, same protected
 * header version, same claims), then the user's row and the token's session in one indexed statement.
 * Payload's strategy loads the user through the whole read pipeline (a relational query with the
 * sessions array, every field's hooks, the avatar populated), which cost four times a list endpoint's
 * own work (docs/performance.md). Anything else — the admin's cookie, a token this does not accept —
 * is left to Payload's strategy, which runs next and decides as before.
 */
export const accessTokenStrategy: AuthStrategy = {
  name: ACCESS_TOKEN_STRATEGY,
  authenticate: async ({ headers, payload }) => {
    const token = headerToken(headers.get('Authorization'))
    if (!token) return { user: null }
    try {
      const { payload: claims, protectedHeader } = await jwtVerify(token, secretKeyOf(payload))
      const { collection, id, sid } = claims
      if (protectedHeader.authVersion !== JWT_AUTH_VERSION || collection !== 'users' || typeof sid !== 'string') return { user: null }
      if (typeof id !== 'number' && typeof id !== 'string') return { user: null }
      const user = await readSignedInUser(payload, id, sid)
      if (!user) return { user: null }
      return { user: { ...user, collection: 'users', _strategy: ACCESS_TOKEN_STRATEGY, _sid: sid } as unknown as AuthStrategyResult['user'] }
    } catch {
      // An expired or forged token: Payload's strategy sees the same header and answers as a guest.
      return { user: null }
    }
  },
}
