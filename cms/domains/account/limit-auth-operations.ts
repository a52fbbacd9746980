import type { CollectionBeforeOperationHook } from 'payload'
import { spendRateLimit } from '../../platform/security/rate-limits'

type AuthData = { username?: unknown; email?: unknown }

const accountOf = (data: AuthData | undefined) => {
  const named = data?.username ?? data?.email
  return typeof named === 'string' ? named : null
}

/**
 * Password guesses and reset mails spend their budget inside Payload's own login and forgot-password
 * operations, so Payload's REST (however the path is spelled), the admin's login form and the portal's
 * /api/v1 calls that use these operations all count against the same per-IP and per-account budget.
 */
export const limitAuthOperations: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'login') await spendRateLimit(req, 'login', accountOf((args as { data?: AuthData }).data))
  if (operation === 'forgotPassword') await spendRateLimit(req, 'find', accountOf((args as { data?: AuthData }).data))
  return args
}
