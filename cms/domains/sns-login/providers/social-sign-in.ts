import type { PayloadRequest } from 'payload'
import { hasStaffRole } from '../../../platform/access/roles'
import type { SnsCallbackData, SocialProvider } from '../../../../contract/auth'
import { AppError } from '../../../platform/http/errors'
import type { User } from '../../../payload-types'
import { startSession } from '../../account'
import { sessionMessages } from '../../../platform/access/messages'
import { snsMessages } from '../messages'
import { clearedPendingSocialJoinCookie, linkSocialAccount, pendingSocialJoinCookie, providerKey } from '../sns-pending'
import type { SocialProfile } from './profile'
import type { ProviderConfig } from './providers'
import type { OAuthState } from './state-cookie'
import { relationId } from '../../../platform/data/relation-id'
import { systemAccess } from '../../../platform/access/system-access'

export type SignInOutcome = { data: SnsCallbackData; cookies: string[] }

const findUser = async (req: PayloadRequest, userId: number) =>
  (await req.payload.db.findOne({ collection: 'users', req, where: { id: { equals: userId } } })) as User | null

const linkedUserId = async (req: PayloadRequest, provider: SocialProvider, subject: string) => {
  const { docs } = await req.payload.find({
    collection: 'social-accounts',
    ...systemAccess('social sign-in'),
    req,
    depth: 0,
    limit: 1,
    where: { providerKey: { equals: providerKey(provider, subject) } },
  })
  return relationId(docs[0]?.user)
}

/** One identity per provider per member, so my-page can show and unlink it by provider. */
const refuseSecondIdentity = async (req: PayloadRequest, userId: number, config: ProviderConfig) => {
  const { totalDocs } = await req.payload.count({
    collection: 'social-accounts',
    ...systemAccess('social sign-in'),
    req,
    where: { and: [{ user: { equals: userId } }, { provider: { equals: config.provider } }] },
  })
  if (totalDocs > 0) throw new AppError(409, snsMessages.alreadyLinked(config.label))
}

const activeMemberWithEmail = async (req: PayloadRequest, email: string) => {
  const { docs } = await req.payload.find({
    collection: 'users',
    ...systemAccess('social sign-in'),
    req,
    depth: 0,
    limit: 1,
    // Only a member's account may be joined by e-mail: whoever controls a provider account with an
    // admin's address would otherwise sign in as that admin.
    where: { and: [{ email: { equals: email } }, { status: { equals: 'active' } }, { role: { equals: 'member' } }] },
  })
  return docs[0] ?? null
}

/** Staff and admin accounts sign in with their password only, never through a provider. */
const refuseStaffAccount = (user: User) => {
  if (hasStaffRole(user)) throw new AppError(403, snsMessages.staffPasswordOnly)
}

const signIn = async (req: PayloadRequest, user: User, redirect: string): Promise<SignInOutcome> => {
  if (user.status === 'withdrawn') throw new AppError(403, snsMessages.withdrawn)
  refuseStaffAccount(user)
  const session = await startSession(req, user.id, { autoLogin: false })
  return { data: { result: 'login', redirect, ...session.data }, cookies: [...session.cookies, clearedPendingSocialJoinCookie()] }
}

/**
 * What a verified callback leads to (docs/api.md "간편 로그인"): a known identity signs in; a member
 * linking gets the identity; a first sign-in whose e-mail the provider verified joins the member
 * with that e-mail; anything else continues in the join flow with what the provider told us.
 */
export const completeSocialSignIn = async (req: PayloadRequest, config: ProviderConfig, state: OAuthState, profile: SocialProfile): Promise<SignInOutcome> => {
  const { provider } = config
  const identity = { provider, subject: profile.subject, email: profile.email }
  const ownerId = await linkedUserId(req, provider, profile.subject)

  if (state.mode === 'link') {
    const member = state.userId ? await findUser(req, state.userId) : null
    if (!member || member.status === 'withdrawn') throw new AppError(401, sessionMessages.expired)
    refuseStaffAccount(member)
    if (ownerId !== null && ownerId !== member.id) throw new AppError(409, snsMessages.linkedToAnother(config.label))
    if (ownerId === null) {
      await refuseSecondIdentity(req, member.id, config)
      await linkSocialAccount(req, member.id, identity)
    }
    return { data: { result: 'linked', provider }, cookies: [] }
  }

  if (ownerId !== null) {
    const owner = await findUser(req, ownerId)
    if (!owner) throw new AppError(401, sessionMessages.expired)
    return signIn(req, owner, state.redirect)
  }

  const sameEmail = profile.email && profile.emailVerified ? await activeMemberWithEmail(req, profile.email) : null
  if (sameEmail) {
    await refuseSecondIdentity(req, sameEmail.id, config)
    await linkSocialAccount(req, sameEmail.id, identity)
    return signIn(req, sameEmail as User, state.redirect)
  }

  const pending = { provider, email: profile.email, name: profile.name, emailVerified: profile.emailVerified }
  return { data: { result: 'join', ...pending }, cookies: [pendingSocialJoinCookie({ ...pending, subject: profile.subject })] }
}
