import { APIError, AuthenticationError, LockedAuth, type PayloadRequest } from 'payload'
import { memberFromFindIdRef } from '../find-id-ref'
import { loginMessages } from '../messages'
import { startSession } from './session'
import { AddressLockedError, StaffWrongPasswordError } from './staff-login-guard'
import { withUserRowLock } from '../user-row-lock'
import { Users } from '../collections/Users'
import type { LoginInput } from '../schemas'
import { AppError } from '../../../platform/http/errors'
import type { User } from '../../../payload-types'

const maxAttempts = Users.auth && typeof Users.auth === 'object' ? (Users.auth.maxLoginAttempts ?? 5) : 5

const findByLoginId = async (req: PayloadRequest, loginId: string) =>
  (await req.payload.db.findOne({ collection: 'users', req, where: { username: { equals: loginId.toLowerCase() } } })) as
    (User & { loginAttempts?: number; lockUntil?: string | null }) | null

const minutesLeft = (lockUntil: string | null | undefined) => Math.max(1, Math.ceil((new Date(lockUntil ?? Date.now()).getTime() - Date.now()) / 60_000))

/** Turns Payload's login errors into the portal's Korean answers, counting the attempts left. */
const loginFailure = async (req: PayloadRequest, loginId: string, error: unknown): Promise<AppError> => {
  // A staff or admin account: counted per address, not on its row.
  if (error instanceof AddressLockedError) return new AppError(423, error.message)
  if (error instanceof StaffWrongPasswordError) return new AppError(401, loginMessages.wrongPassword(error.attempts, maxAttempts))
  if (error instanceof LockedAuth) {
    const user = await findByLoginId(req, loginId)
    return new AppError(423, loginMessages.locked(minutesLeft(user?.lockUntil)))
  }
  if (error instanceof AuthenticationError) {
    const user = await findByLoginId(req, loginId)
    if (!user) return new AppError(401, loginMessages.badCredentials)
    if (user.lockUntil && new Date(user.lockUntil).getTime() > Date.now()) {
      return new AppError(423, loginMessages.locked(minutesLeft(user.lockUntil)))
    }
    return new AppError(401, loginMessages.wrongPassword(user.loginAttempts ?? 0, maxAttempts))
  }
  // A spent rate limit stays a 429; the other public refusals (a withdrawn account) are a failed login.
  if (error instanceof APIError && error.isPublic) return new AppError(error.status === 429 ? 429 : 401, error.message)
  throw error
}

/**
 * Signs in with a login id (or a find-ID result standing in for it) and password through Payload's
 * login, which counts failures and locks the account; starts the portal's session on success.
 */
export const signIn = async (req: PayloadRequest, input: LoginInput) => {
  const loginId = input.login_ref ? (await memberFromFindIdRef(req, input.login_ref)).username : (input.login_id ?? '').toLowerCase()
  let result: Awaited<ReturnType<typeof req.payload.login<'users'>>>
  try {
    result = await withUserRowLock(() => req.payload.login({ collection: 'users', data: { username: loginId, password: input.password }, req, depth: 0 }))
  } catch (error) {
    throw await loginFailure(req, loginId, error)
  }
  const { user, token, exp } = result
  if (!user || !token || !exp) throw new AppError(401, loginMessages.badCredentials)
  return startSession(req, user.id, {
    autoLogin: input.autoLogin,
    access: { accessToken: token, expiresAt: new Date(exp * 1000).toISOString(), user },
  })
}
