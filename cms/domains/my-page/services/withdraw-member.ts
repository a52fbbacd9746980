import crypto from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { mypageMessages } from '../messages'
import { updateUser, endAllAccessSessions, revokeRefreshTokens } from '../../account'
import { optionValues, withdrawalReasons } from '../../../../contract/account-options'
import type { User } from '../../../payload-types'
import { cancelBookingsOfWithdrawn } from '../../equipment'
import { companyIdOf, leaveMyCompany } from '../../companies'
import { removeAvatar } from './avatar'
import { checkMemberPassword } from './check-password'
import { systemAccess } from '../../../platform/access/system-access'

export const withdrawalBody = z.object({
  password: z.string(mypageMessages.passwordRequired).min(1, mypageMessages.passwordRequired).max(100),
  reasonType: z.enum(optionValues(withdrawalReasons), { error: mypageMessages.reasonType }),
  reason: z.string().trim().max(1000, mypageMessages.reasonTooLong).optional().default(''),
})

/**
 * Deactivates the account as docs/decisions.md describes: the row stays (the login id remains
 * taken, records keep their author) but the personal data is gone and nobody can sign in with it.
 * A member of a company leaves it (docs/decisions.md "기업").
 */
export const withdrawMember = async (req: PayloadRequest, user: User, input: z.infer<typeof withdrawalBody>) => {
  await checkMemberPassword(req, user, input.password, mypageMessages.wrongPassword)
  // First, because the last 관리자 of a company with other members is refused before anything changes.
  if (companyIdOf(user) !== null) await leaveMyCompany(req, user)
  await cancelBookingsOfWithdrawn(req, user.id)
  await removeAvatar(req, user)
  await req.payload.delete({ collection: 'social-accounts', ...systemAccess('own account row'), req, where: { user: { equals: user.id } } })
  await updateUser(req, user.id, {
    status: 'withdrawn',
    withdrawal: { withdrawnAt: new Date().toISOString(), reasonType: input.reasonType, reason: input.reason },
    name: mypageMessages.withdrawnName,
    email: `withdrawn-${user.id}@invalid.local`,
    phone: null,
    gender: null,
    affiliationType: null,
    affiliation: null,
    department: null,
    agreements: { ...user.agreements, marketing: false },
    password: crypto.randomBytes(32).toString('base64url'),
  })
  await revokeRefreshTokens(req, { userId: user.id })
  await endAllAccessSessions(req, user.id)
}
