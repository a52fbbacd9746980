import { createLocalReq, type Payload } from 'payload'
import { systemAccess } from '../../../platform/access/system-access'
import { inSerialTransaction } from '../../../platform/data/raw-sql'
import type { AccessLog } from '../../../payload-types'
import { chainStart, type EntryFields, entryHash } from './entry-hash'
import { refusedAsDuplicate } from './unique-refusal'

/** Plenty for staff traffic; past it something other than a race is wrong. */
const MAX_ATTEMPTS = 50

/**
 * Appends one entry after the newest, in a transaction of its own so it stays even when the change
 * it records is rolled back later, and serialised with every other append (inSerialTransaction), so
 * each entry follows exactly one other. Should an append from another Payload instance slip between
 * the read and the write, the unique `prevHash` refuses it and this one reads the new end and tries again.
 */
export const appendAccessLog = async (payload: Payload, entry: Omit<EntryFields, 'at'>): Promise<AccessLog> => {
  for (let attempt = 1; ; attempt++) {
    const req = await createLocalReq({}, payload)
    try {
      return await inSerialTransaction(req, 'access-logs', async () => {
        const {
          docs: [last],
        } = await payload.find({
          collection: 'access-logs',
          sort: '-id',
          limit: 1,
          depth: 0,
          pagination: false,
          select: { hash: true },
          ...systemAccess('access log'),
          req,
        })
        const prevHash = last?.hash ?? chainStart
        const fields = { ...entry, at: new Date().toISOString() }
        return payload.create({
          collection: 'access-logs',
          data: { ...fields, prevHash, hash: entryHash(fields, prevHash) },
          ...systemAccess('access log'),
          req,
        })
      })
    } catch (error) {
      // Another entry claimed the same predecessor: the unique `prevHash` refused the fork.
      if (!refusedAsDuplicate(error, 'prevHash') || attempt >= MAX_ATTEMPTS) throw error
    }
  }
}
