import crypto from 'node:crypto'
import { promisify } from 'node:util'
import { APIError, AuthenticationError, type CollectionAfterOperationHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { hasStaffRole } from '../../../platform/access/roles'
import { clientIp } from '../../../platform/http/client-ip'
import { LOGIN_FAILURES_BEFORE_LOCK, tallies, type Tally } from '../../../platform/security/rate-limits'
import { loginMessages } from '../messages'
import type { User } from '../../../payload-types'

const pbkdf2 = promisify(crypto.pbkdf2)

/**
 * A stranger's wrong passwords lock only the address they come from, and one address gets the same
 * five guesses per ten minutes Payload's lock allows. Across every address the account takes ten
 * times that before it locks for everyone (a guesser with many addresses), so the owner keeps
 * signing in unless that many addresses are spent on the account (docs/security.md).
 */
const ADDRESSES_BEFORE_ACCOUNT_LOCK = 10
const failures = tallies('loginFailures')
const unlocks = tallies('accountUnlocks')

/** The staff or admin account could not sign in from here: it is locked for this address (or, rarely, for all). */
export class AddressLockedError extends APIError {
  constructor(readonly minutes: number) {
    super(loginMessages.locked(minutes), 401, null, true)
  }
}

/** A wrong password of a staff or admin account, with the failures counted from this address. */
export class StaffWrongPasswordError extends AuthenticationError {
  constructor(
    req: PayloadRequest,
    readonly attempts: number,
  ) {
    super(req.t)
  }
}

type StoredPassword = { hash?: unknown; salt?: unknown }

/**
 * Payload's own check of a password (auth/strategies/local/authenticate.js, 3.90): PBKDF2-SHA256
 * over the salt, `pbkdf2-sha256-v1:` hashes with 600,000 rounds and 32 bytes, older ones 25,000 and
 * 512. Null for a format it does not know, which is left to Payload's login and its lock.
 */
const passwordMatches = async ({ hash, salt }: StoredPassword, password: string): Promise<boolean | null> => {
  if (typeof hash !== 'string' || typeof salt !== 'string') return null
  const current = 'pbkdf2-sha256-v1:'
  const [stored, rounds, length] = hash.startsWith(current) ? [hash.slice(current.length), 600_000, 32] : [hash, 25_000, 512]
  if (!/^[0-9a-f]+$/i.test(stored)) return null
  const given = await pbkdf2(password, salt, rounds, length, 'sha256')
  const expected = Buffer.from(stored, 'hex')
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

const minutesUntil = ({ resetAt }: Tally) => Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 60_000))

/**
 * Staff and admin accounts are not locked by Payload's per-account count (five wrong passwords from
 * anyone would lock the admin out): their passwords are checked here first, and a wrong one counts
 * against this address and this account, never against the account's row. Members keep Payload's
 * lock. A right password goes on to Payload's login, which checks it again and starts the session.
 */
export const guardStaffLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const { data } = args as { data?: { username?: unknown; password?: unknown } }
  const username = typeof data?.username === 'string' ? data.username.trim().toLowerCase() : ''
  const password = data?.password
  if (!username || typeof password !== 'string') return args
  const user = (await req.payload.db.findOne({ collection: 'users', req, where: { username: { equals: username } } })) as
    (StoredPassword & Pick<User, 'role'>) | null
  if (!user || !hasStaffRole(user)) return args

  // The counts carry how often the account was unlocked today, so an unlock lifts every address's
  // lock at once (the addresses themselves are not known). A day outlasts any count's ten minutes.
  const account = `${username}#${(await unlocks.read(req, username)).count}`
  const fromHere = `${account}@${clientIp(req)}`
  const [here, everywhere] = await Promise.all([failures.read(req, fromHere), failures.read(req, account)])
  const locked =
    here.count >= LOGIN_FAILURES_BEFORE_LOCK ? here : everywhere.count >= LOGIN_FAILURES_BEFORE_LOCK * ADDRESSES_BEFORE_ACCOUNT_LOCK ? everywhere : null
  if (locked) throw new AddressLockedError(minutesUntil(locked))
  const matches = await passwordMatches(user, password)
  if (matches === null) return args
  if (matches) {
    await failures.clear(req, fromHere)
    return args
  }
  const [attempts] = await Promise.all([failures.add(req, fromHere), failures.add(req, account)])
  throw new StaffWrongPasswordError(req, attempts)
}

/** After an unlock that was allowed (an admin's, for staff and admin accounts): every address may try again. */
export const liftStaffLocks: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation !== 'unlock' || !result) return result
  const { data } = args as { data?: { username?: unknown } }
  if (typeof data?.username === 'string' && data.username.trim()) await unlocks.add(req, data.username.trim().toLowerCase())
  return result
}
