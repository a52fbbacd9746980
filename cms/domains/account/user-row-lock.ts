import { AsyncLocalStorage } from 'node:async_hooks'
import type { RequestHandler } from 'express'

/**
 * Payload keeps a member's sign-in sessions as an array on the user row and adds or drops one by
 * writing the whole row back from an earlier read (payloadcms/payload#18132, still open in 3.90).
 * Two overlapping writes of one account therefore lose a session, and the token of the lost session
 * is silently anonymous from then on. So every write of a user row runs one at a time: in a process
 * through this queue, and across the processes sharing a PostgreSQL database through a lock the
 * queue's turn also takes there (`shareUserRowTurns`). The queue lives on globalThis so that every
 * copy of this module in the process (the express server's, and any in Next's bundle of the config)
 * shares the one queue.
 */
type Across = <T>(work: () => Promise<T>) => Promise<T>
type Queue = { tail: Promise<unknown>; holder: AsyncLocalStorage<true>; across?: Across }

const queueKey = Symbol.for('sanhak-portal.user-row-lock')
const shared = globalThis as typeof globalThis & { [queueKey]?: Queue }
const queue = (shared[queueKey] ??= { tail: Promise.resolve(), holder: new AsyncLocalStorage<true>() })

/** Runs `work` once every earlier user-row write has finished; work already holding the queue runs at once. */
export const withUserRowLock = <T>(work: () => Promise<T>): Promise<T> => {
  if (queue.holder.getStore()) return work()
  const run = queue.tail.then(() => queue.holder.run(true, () => (queue.across ? queue.across(work) : work())))
  queue.tail = run.catch(() => undefined)
  return run
}

/** Makes each turn of the queue also wait for the other processes' turns (several processes, one database). */
export const shareUserRowTurns = (across: Across) => {
  queue.across = across
}

/** Payload's own REST writes of users (the admin's login, token refresh, logout, user edits) wait their turn too. */
export const userRowWritesInTurn: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next()
  // Listening from arrival: a client that gives up while queued must not hold the queue for ever.
  let gone = false
  const ended = new Promise<void>((resolve) => {
    res.once('finish', resolve)
    res.once('close', () => {
      gone = true
      resolve()
    })
  })
  withUserRowLock(() => {
    if (gone) return ended
    next()
    return ended
  }).catch(next)
}
