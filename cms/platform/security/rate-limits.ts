import { MemoryStore, type Store } from 'express-rate-limit'
import { APIError, type PayloadRequest } from 'payload'
import { clearRateLimitHits, countRateLimitHit, isPostgres, readRateLimitHits, sweepRateLimitHits } from '../data/raw-sql'
import { clientIp } from '../http/client-ip'

/** What a caller sees once it has used up a budget, on every surface. */
export const rateLimitMessage = '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.'

/** Public, so Payload's REST answers 429 with this message and /api/v1 wraps it in its envelope. */
export class TooManyRequestsError extends APIError {
  constructor() {
    super(rateLimitMessage, 429, null, true)
  }
}

const MINUTE_MS = 60_000

/** Wrong passwords that lock a sign-in, and for how long (docs/security.md). */
export const LOGIN_FAILURES_BEFORE_LOCK = 5
export const LOGIN_LOCK_MS = 10 * MINUTE_MS

/** A positive whole number from the environment, or the default when unset or mistyped. */
const limitFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isInteger(value) && value > 0 ? value : fallback
}

/**
 * The budgets of the calls that guess passwords, look up members, send mail or fill the disk
 * (docs/security.md).
 * Each is spent per client IP and per account, whichever surface the call came through.
 */
const budgetSettings = {
  login: () => ({ limit: limitFromEnv('RATE_LIMIT_LOGIN', 20), windowMs: MINUTE_MS }),
  find: () => ({ limit: limitFromEnv('RATE_LIMIT_FIND', 10), windowMs: 10 * MINUTE_MS }),
  cert: () => ({ limit: limitFromEnv('RATE_LIMIT_CERT', 10), windowMs: 10 * MINUTE_MS }),
  // Whether a login id is taken: a join form asks a few times, a list of guessed ids asks thousands.
  lookup: () => ({ limit: limitFromEnv('RATE_LIMIT_LOOKUP', 30), windowMs: 10 * MINUTE_MS }),
  // Post files take up to 20MB of disk each: a member writing posts needs a handful, not hundreds.
  upload: () => ({ limit: limitFromEnv('RATE_LIMIT_UPLOAD', 30), windowMs: 10 * MINUTE_MS }),
  // Wrong passwords before a lock (Payload's maxLoginAttempts and lockTime on users say the same).
  loginFailures: () => ({ limit: LOGIN_FAILURES_BEFORE_LOCK, windowMs: LOGIN_LOCK_MS }),
  // Unlocks of an account by staff or admin in the last day: each starts its failure counts afresh.
  accountUnlocks: () => ({ limit: Number.MAX_SAFE_INTEGER, windowMs: 24 * 60 * MINUTE_MS }),
}

export type BudgetName = keyof typeof budgetSettings

type Budget = { limit: number; windowMs: number; store: Store }

/**
 * On SQLite (one process) one set of counters in memory, kept on globalThis: Next's bundle and the
 * express server each load their own copy of this module, and a login must spend the same budget
 * whichever copy serves it. On PostgreSQL the counters live in the database, so every process behind
 * the load balancer spends the same budget.
 */
const budgetsKey = Symbol.for('sanhak-portal.rate-limit-budgets')
const shared = globalThis as typeof globalThis & { [budgetsKey]?: Map<BudgetName, Budget> }
const budgets = (shared[budgetsKey] ??= new Map())

const budgetOf = (name: BudgetName): Budget => {
  const known = budgets.get(name)
  if (known) return known
  const { limit, windowMs } = budgetSettings[name]()
  const store = new MemoryStore()
  store.init({ windowMs } as Parameters<MemoryStore['init']>[0])
  const budget = { limit, windowMs, store }
  budgets.set(name, budget)
  return budget
}

let lastSweep = 0

/** The counts of the keys in the database (PostgreSQL), sweeping old keys at most once a window per process. */
const countInDatabase = (req: PayloadRequest, name: BudgetName, keys: string[], windowMs: number) => {
  if (Date.now() - lastSweep >= windowMs) {
    lastSweep = Date.now()
    void sweepRateLimitHits(req.payload).catch((error: unknown) => req.payload.logger.warn({ err: error }, 'rate limit sweep failed'))
  }
  return Promise.all(keys.map((key) => countRateLimitHit(req.payload, `${name}:${key}`, windowMs)))
}

/** A v1 handler and the Payload operation it calls share one request: charge it once per budget. */
const SPENT = 'spentRateLimits'

/**
 * Spends one call of a budget for the caller's IP and, when known, for the account the call names
 * (a login id or an e-mail), and refuses the call once either is used up. Attached to the operation or
 * handler itself, so no spelling of a path (percent-encoding, GraphQL) reaches it uncounted.
 */
export const spendRateLimit = async (req: PayloadRequest, name: BudgetName, account?: string | null) => {
  const spent = ((req.context[SPENT] as BudgetName[] | undefined) ??= [])
  if (spent.includes(name)) return
  spent.push(name)
  const { limit, windowMs, store } = budgetOf(name)
  const keys = [`ip:${clientIp(req)}`]
  const accountKey = account?.trim().toLowerCase()
  if (accountKey) keys.push(`account:${accountKey}`)
  const hits = isPostgres(req.payload)
    ? await countInDatabase(req, name, keys, windowMs)
    : (await Promise.all(keys.map((key) => store.increment(key)))).map(({ totalHits }) => totalHits)
  if (hits.some((count) => count > limit)) throw new TooManyRequestsError()
}

/** A count kept in a budget's window: how many so far and when the window ends. */
export type Tally = { count: number; resetAt: Date }

const windowEnd = (resetTime: Date | undefined, windowMs: number) => resetTime ?? new Date(Date.now() + windowMs)

/**
 * Counts of events that are not calls (wrong passwords), in the same stores as the budgets: in
 * this process on SQLite, in the database on PostgreSQL, so every process sees the same tally.
 */
export const tallies = (name: BudgetName) => ({
  read: async (req: PayloadRequest, key: string): Promise<Tally> => {
    const { windowMs, store } = budgetOf(name)
    if (isPostgres(req.payload)) {
      const row = await readRateLimitHits(req.payload, `${name}:${key}`)
      return { count: row?.hits ?? 0, resetAt: row?.resetAt ?? windowEnd(undefined, windowMs) }
    }
    const known = await store.get?.(key)
    return { count: known?.totalHits ?? 0, resetAt: windowEnd(known?.resetTime, windowMs) }
  },
  add: async (req: PayloadRequest, key: string): Promise<number> => {
    const { windowMs, store } = budgetOf(name)
    if (isPostgres(req.payload)) return countRateLimitHit(req.payload, `${name}:${key}`, windowMs)
    return (await store.increment(key)).totalHits
  },
  clear: async (req: PayloadRequest, key: string) => {
    const { store } = budgetOf(name)
    if (isPostgres(req.payload)) await clearRateLimitHits(req.payload, `${name}:${key}`)
    else await store.resetKey(key)
  },
})
