import { APIError, type PayloadRequest } from 'payload'
import type { ResetPasswordData } from '../../../../contract/auth'
import { systemAccess } from '../../../platform/access/system-access'
import { findMessages, endAllAccessSessions, notifyPasswordChanged, revokeRefreshTokens, withUserRowLock } from '../../account'
import type { ResetPasswordInput } from '../schemas'
import { AppError } from '../../../platform/http/errors'
import { spendRateLimit } from '../../../platform/security/rate-limits'
import type { User } from '../../../payload-types'

/** The member a still-valid reset token belongs to; withdrawn members get no new password. */
const memberByResetToken = async (req: PayloadRequest, token: string) =>
  (await req.payload.db.findOne({
    collection: 'users',
    req,
    where: {
      and: [
        { resetPasswordToken: { equals: token } },
        { resetPasswordExpiration: { greater_than: new Date().toISOString() } },
        { status: { equals: 'active' } },
      ],
    },
  })) as User | null

/** Sets the new password of a reset link and signs the member out everywhere. */
export const resetPassword = async (req: PayloadRequest, input: ResetPasswordInput): Promise<ResetPasswordData> => {
  await spendRateLimit(req, 'find')
  const user = await memberByResetToken(req, input.token)
  if (!user) throw new AppError(400, findMessages.tokenInvalid)
  try {
    // Payload marks the token used, and clears a login lock and the failed attempts with it.
    await withUserRowLock(() =>
      req.payload.resetPassword({ collection: 'users', data: { token: input.token, password: input.password }, ...systemAccess('account recovery'), req }),
    )
  } catch (error) {
    if (error instanceof APIError) throw new AppError(400, findMessages.tokenInvalid)
    throw error
  }
  // Whoever knew the old password is signed out everywhere.
  await revokeRefreshTokens(req, { userId: user.id })
  await endAllAccessSessions(req, user.id)
  await notifyPasswordChanged(req, user.id)
  return { message: findMessages.passwordChanged }
}
