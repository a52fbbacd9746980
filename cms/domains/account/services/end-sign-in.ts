import type { PayloadRequest } from 'payload'
import { endSessions } from './session'
import type { RefreshToken } from '../../../payload-types'
import { systemAccess } from '../../../platform/access/system-access'

/** Refresh tokens stored before sign-ins had families form a family of their own. */
export const familyOf = (row: Pick<RefreshToken, 'id' | 'family'>) => row.family ?? `row-${row.id}`

/**
 * Ends one sign-in at once: every refresh token of its family is revoked, and the Payload sessions of
 * every access token it issued (at login and at each refresh) are removed, so none of them reads
 * anything more. Logout, and a refresh token used twice (docs/security.md), end a sign-in this way.
 */
export const endSignIn = async (req: PayloadRequest, userId: number, family: string) => {
  const { docs } = await req.payload.find({
    collection: 'refresh-tokens',
    ...systemAccess('session tokens'),
    req,
    depth: 0,
    pagination: false,
    where: { family: { equals: family } },
    select: { sid: true },
  })
  await req.payload.update({
    collection: 'refresh-tokens',
    ...systemAccess('session tokens'),
    req,
    where: { and: [{ family: { equals: family } }, { revokedAt: { exists: false } }] },
    data: { revokedAt: new Date().toISOString() },
  })
  await endSessions(
    req,
    userId,
    docs.flatMap((row) => (row.sid ? [row.sid] : [])),
  )
}
