import type { PayloadRequest } from 'payload'
import { certMessages, joinMessages } from '../messages'
import { consumeCertToken } from './email-cert'
import { clearedPendingSocialJoinCookie, linkSocialAccount, providerKey, readPendingSocialJoin } from '../../sns-login'
import type { JoinData } from '../../../../contract/auth'
import type { JoinInput } from '../schemas'
import { AppError } from '../../../platform/http/errors'
import { emailOwnerId, isLoginIdTaken } from './member-lookups'
import { systemAccess } from '../../../platform/access/system-access'
import { recordJoinConsents } from '../../privacy'

const snsAlreadyLinked = '이미 다른 회원 계정에 연결된 간편 로그인 계정입니다. 해당 계정으로 로그인해 주세요.'

const assertFree = async (req: PayloadRequest, input: JoinInput) => {
  if (await isLoginIdTaken(req, input.login_id)) throw new AppError(409, joinMessages.loginIdTaken)
  if ((await emailOwnerId(req, input.email)) !== null) throw new AppError(409, joinMessages.emailTaken)
}

/**
 * Creates a member. Order: every check that can fail on the input (free id and e-mail, a social
 * identity not linked elsewhere) runs first; then the cert token is used up, then the member is
 * created. Using the token before creating means a token can never make two members; the price is
 * that a create failing after it (only a race on the same id or e-mail) needs a new code.
 */
export const joinMember = async (req: PayloadRequest, input: JoinInput): Promise<{ data: JoinData; cookies: string[] }> => {
  await assertFree(req, input)

  const pending = readPendingSocialJoin(req)
  if (pending) {
    const linked = await req.payload.count({
      collection: 'social-accounts',
      ...systemAccess('join checks'),
      req,
      where: { providerKey: { equals: providerKey(pending.provider, pending.subject) } },
    })
    if (linked.totalDocs > 0) throw new AppError(409, snsAlreadyLinked)
  }

  // The provider already proved this address; otherwise the e-mail code did, once.
  const provenByProvider = Boolean(pending?.emailVerified && pending.email?.toLowerCase() === input.email)
  if (!provenByProvider) {
    if (!input.certToken) throw new AppError(400, certMessages.notVerified)
    await consumeCertToken(req, input.email, 'join', input.certToken)
  }

  const now = new Date().toISOString()
  const user = await req.payload
    .create({
      collection: 'users',
      ...systemAccess('join checks'),
      req,
      depth: 0,
      data: {
        username: input.login_id,
        email: input.email,
        password: input.password,
        name: input.name,
        phoneCountry: input.phoneCountry,
        phone: input.phone,
        gender: input.gender ?? undefined,
        affiliationType: input.affiliationType ?? undefined,
        affiliation: input.affiliation,
        department: input.department,
        memberClass: input.memberClass,
        agreements: { termsAgreedAt: now, privacyAgreedAt: now, marketing: input.agreements.marketing },
        role: 'member',
        status: 'active',
      },
    })
    .catch(async (error: unknown) => {
      // Someone took the id or e-mail between the check and the create: answer as the check would.
      await assertFree(req, input)
      throw error
    })

  await recordJoinConsents(req, user.id, input.agreements.marketing)
  if (pending) await linkSocialAccount(req, user.id, { provider: pending.provider, subject: pending.subject, email: pending.email })
  return { data: { login_id: user.username, user_nm: user.name }, cookies: pending ? [clearedPendingSocialJoinCookie()] : [] }
}
