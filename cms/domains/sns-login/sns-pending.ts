import type { PayloadRequest } from 'payload'
import { parseCookies } from 'payload/shared'
import type { SnsPendingJoin, SocialProvider } from '../../../contract/auth'
import { clearCookie, setCookie } from '../../platform/http/cookies'
import { readSignedValue, signValue } from '../../platform/security/signed-value'
import { systemAccess } from '../../platform/access/system-access'

/**
 * A first social sign-in without a matching account continues in the join flow. What the provider
 * told us travels in this signed HttpOnly cookie until /api/v1/join creates the member and links it.
 */
export type PendingSocialJoin = SnsPendingJoin & { subject: string }

const COOKIE = 'portal_sns_join'
const KIND = 'sns-join'
const TTL_SECONDS = 30 * 60

const pendingCookie = { name: COOKIE, path: '/api/v1', httpOnly: true }

export const pendingSocialJoinCookie = (pending: PendingSocialJoin) => setCookie(pendingCookie, signValue(KIND, pending, TTL_SECONDS), TTL_SECONDS)

export const clearedPendingSocialJoinCookie = () => clearCookie(pendingCookie)

export const readPendingSocialJoin = (req: PayloadRequest) => readSignedValue<PendingSocialJoin>(KIND, parseCookies(req.headers).get(COOKIE))

/** The unique key of one provider identity, as stored in social-accounts.providerKey. */
export const providerKey = (provider: SocialProvider, subject: string) => `${provider}:${subject}`

/** Links a provider identity to a member (join, first sign-in with a verified e-mail, my-page). */
export const linkSocialAccount = async (
  req: PayloadRequest,
  userId: number,
  { provider, subject, email }: { provider: SocialProvider; subject: string; email: string | null },
) => {
  await req.payload.create({
    collection: 'social-accounts',
    ...systemAccess('social sign-in'),
    req,
    data: { user: userId, provider, providerKey: providerKey(provider, subject), email: email ?? undefined },
  })
}
