import type { Payload, PayloadRequest } from 'payload'
import { inTransaction } from '../data/in-transaction'

type QueueArgs = Parameters<Payload['jobs']['queue']>[0] & { req: PayloadRequest }

/**
 * Puts a job on Payload's queue in the caller's transaction, or in one of its own when there is none.
 * Payload writes the job's row and then reads it back: a row committed alone could be taken, run and
 * deleted by a jobs process in between, failing a request whose work was done (the failover drill met
 * it as a booking's 500). PostgreSQL only; SQLite runs without transactions and one process.
 */
export const queueJob = (args: QueueArgs) => inTransaction(args.req, () => args.req.payload.jobs.queue(args))
