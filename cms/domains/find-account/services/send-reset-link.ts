import type { PayloadRequest } from 'payload'
import type { FindPasswordData } from '../../../../contract/auth'
import { memberFromFindIdRef, findMessages, passwordResetMail, RESET_LINK_TTL_MS, withUserRowLock } from '../../account'
import type { FindPasswordInput } from '../schemas'
import { AppError } from '../../../platform/http/errors'
import { spendRateLimit } from '../../../platform/security/rate-limits'
import type { User } from '../../../payload-types'

const activeMemberByLoginId = async (req: PayloadRequest, loginId: string) =>
  (await req.payload.db.findOne({
    collection: 'users',
    req,
    where: { and: [{ username: { equals: loginId.toLowerCase() } }, { status: { equals: 'active' } }] },
  })) as User | null

/** Mails the member a reset link when id (or a find-ID result), name and e-mail all match. */
export const sendResetLink = async (req: PayloadRequest, input: FindPasswordInput): Promise<FindPasswordData> => {
  await spendRateLimit(req, 'find', input.email)
  const user = input.login_ref ? await memberFromFindIdRef(req, input.login_ref) : await activeMemberByLoginId(req, input.login_id ?? '')
  if (!user || user.name !== input.name || user.email.toLowerCase() !== input.email) throw new AppError(404, findMessages.memberNotFound)
  // Payload's local API types only `email`, but with username logins its operation finds the user by `username`.
  const token = await withUserRowLock(() =>
    req.payload.forgotPassword({
      collection: 'users',
      data: { username: user.username } as unknown as { email: string },
      disableEmail: true,
      expiration: RESET_LINK_TTL_MS,
      req,
    }),
  )
  if (!token) throw new AppError(404, findMessages.memberNotFound)
  await req.payload.sendEmail({ to: user.email, ...passwordResetMail(req, token, user.name) })
  return { message: findMessages.resetMailSent, expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS).toISOString() }
}
