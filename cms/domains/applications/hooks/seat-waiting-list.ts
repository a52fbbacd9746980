import type { CollectionAfterChangeHook } from 'payload'
import type { Course } from '../../../payload-types'
import { promoteWaiting } from '../services/education/promote-waiting'
import { moreSeats } from '../../../platform/data/seat-locks'

/**
 * When staff publish a course with a larger capacity, the waiting list gets the new seats at once,
 * first come first served, as it does when a member withdraws.
 */
export const seatWaitingList: CollectionAfterChangeHook<Course> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc._status !== 'published' || !moreSeats(previousDoc?.capacity, doc.capacity)) return doc
  await promoteWaiting(req, doc.id)
  return doc
}
