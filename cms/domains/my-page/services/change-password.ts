import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { mypageMessages } from '../messages'
import { updateUser, endAllAccessSessions, notifyPasswordChanged, revokeRefreshTokens, startSession } from '../../account'
import { accountRules } from '../../../../contract/account-rules'
import type { User } from '../../../payload-types'
import { checkMemberPassword } from './check-password'
import { systemAccess } from '../../../platform/access/system-access'

export const changePasswordBody = z
  .object({
    currentPassword: z.string(mypageMessages.currentPasswordRequired).min(1, mypageMessages.currentPasswordRequired).max(100),
    newPassword: z.string(accountRules.password.message).regex(accountRules.password.pattern, accountRules.password.message),
    newPasswordConfirm: z.string().optional(),
  })
  .refine((body) => body.newPasswordConfirm === undefined || body.newPasswordConfirm === body.newPassword, {
    message: mypageMessages.passwordConfirmMismatch,
  })
  .refine((body) => body.newPassword !== body.currentPassword, { message: mypageMessages.samePassword })

/** Whether the member chose "자동 로그인" for the sign-in that is still alive, so the new one keeps it. */
const hadAutoLogin = async (req: PayloadRequest, userId: number) => {
  const { totalDocs } = await req.payload.count({
    collection: 'refresh-tokens',
    ...systemAccess('own account row'),
    req,
    where: {
      and: [
        { user: { equals: userId } },
        { autoLogin: { equals: true } },
        { revokedAt: { exists: false } },
        { expiresAt: { greater_than: new Date().toISOString() } },
      ],
    },
  })
  return totalDocs > 0
}

/**
 * A new password signs every device out (a leaked password must stop working everywhere) and
 * signs this browser in again, so the member carries on without logging in.
 */
export const changePassword = async (req: PayloadRequest, user: User, input: z.infer<typeof changePasswordBody>) => {
  await checkMemberPassword(req, user, input.currentPassword, mypageMessages.wrongCurrentPassword)
  const autoLogin = await hadAutoLogin(req, user.id)
  await updateUser(req, user.id, { password: input.newPassword })
  await revokeRefreshTokens(req, { userId: user.id })
  await endAllAccessSessions(req, user.id)
  await notifyPasswordChanged(req, user.id)
  return startSession(req, user.id, { autoLogin })
}
