import type { CollectionAfterChangeHook } from 'payload'
import type { Course } from '../../../payload-types'
import { promoteWaiting } from '../services/education/promote-waiting'

/** More seats than before, or none limited any more: fewer can be published than held, never more. */
const moreSeats = (before: number | null | undefined, after: number | null | undefined) => (after == null ? before != null : before != null && after > before)

/**
 * When staff publish a course with a larger capacity, the waiting list gets the new seats at once,
 * first come first served, as it does when a member withdraws.
 */
export const seatWaitingList: CollectionAfterChangeHook<Course> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc._status !== 'published' || !moreSeats(previousDoc?.capacity, doc.capacity)) return doc
  await promoteWaiting(req, doc.id)
  return doc
}
