import type { CollectionConfig } from 'payload'
import { nobody } from '../../../platform/access/nobody'

/**
 * One row per seat of an event a registration holds, as course-seat-locks does for courses: the
 * UNIQUE `seatKey` (`{eventId}:{n}`, n from 1 to the capacity) keeps an event from taking more than
 * its capacity, also across server processes; a registration holds at most one seat. Rows go when
 * the registration is cancelled. Only the events services write here.
 */
export const EventSeatLocks: CollectionConfig = {
  slug: 'event-seat-locks',
  labels: { singular: '행사 좌석 점유', plural: '행사 좌석 점유' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'seatKey', type: 'text', required: true, unique: true },
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    { name: 'registration', type: 'relationship', relationTo: 'event-registrations', required: true, unique: true },
  ],
}
