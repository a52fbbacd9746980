import type { CollectionAfterChangeHook } from 'payload'
import { seatWaiting } from '../services/seat-waiting'

/** Staff raised the capacity or removed it: the waiting list takes the new seats at once. */
export const seatWaitingAfterCapacityChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const before = previousDoc?.capacity ?? null
  const after = doc.capacity ?? null
  const more = after == null ? before != null : before != null && after > before
  if (operation === 'update' && more) await seatWaiting(req, doc.id)
  return doc
}
