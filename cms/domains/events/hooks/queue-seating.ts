import type { CollectionAfterChangeHook } from 'payload'
import { systemAccess } from '../../../platform/access/system-access'
import type { Event } from '../../../payload-types'
import { moreSeats } from '../../../platform/data/seat-locks'
import { queueJob } from '../../../platform/jobs/queue-job'

/**
 * When staff publish an event with a larger capacity (or none), the waiting list gets the new seats
 * without waiting for the next registration or cancellation. Seated by a job queued in the save's own
 * transaction, so it runs once the save is committed: seating from this hook itself deadlocked on
 * PostgreSQL against that transaction (docs/decisions.md).
 */
export const queueSeatingOnMoreSeats: CollectionAfterChangeHook<Event> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc._status !== 'published' || !moreSeats(previousDoc?.capacity, doc.capacity)) return doc
  await queueJob({ task: 'seatEventWaiting', input: { event: doc.id }, req, ...systemAccess('event registrations') })
  return doc
}
