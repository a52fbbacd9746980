import type { PayloadRequest } from 'payload'
import type { AccessLog } from '../../../payload-types'
import { entryHash } from './entry-hash'
import { requireAdmin } from './require-admin'

const BATCH = 500

export type ChainCheck = {
  checked: number
  /** The first entry whose hash does not match its fields or does not follow the entry before it. */
  firstBroken: { id: number; at: string; problem: 'hash' | 'link' } | null
}

/**
 * Walks the whole log oldest first, recomputing each entry's hash and checking that it names the
 * entry before it. The oldest entry left is trusted to start the chain: the retention job removes
 * entries from the start.
 */
export const checkAccessLogChain = async (req: PayloadRequest): Promise<ChainCheck> => {
  const user = requireAdmin(req)
  let checked = 0
  let previous: AccessLog | null = null
  for (;;) {
    const after: number | null = previous ? (previous as AccessLog).id : null
    const { docs }: { docs: AccessLog[] } = await req.payload.find({
      collection: 'access-logs',
      where: after === null ? {} : { id: { greater_than: after } },
      sort: 'id',
      limit: BATCH,
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user,
      req,
    })
    for (const entry of docs) {
      if (entryHash(entry, entry.prevHash) !== entry.hash) return { checked, firstBroken: { id: entry.id, at: entry.at, problem: 'hash' } }
      if (previous && entry.prevHash !== previous.hash) return { checked, firstBroken: { id: entry.id, at: entry.at, problem: 'link' } }
      previous = entry
      checked++
    }
    if (docs.length < BATCH) return { checked, firstBroken: null }
  }
}
