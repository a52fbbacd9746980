import type { CollectionConfig } from 'payload'
import { nobody } from '../../../platform/access/nobody'

/**
 * One row per seat of a course an application holds. The UNIQUE `seatKey` (`{courseId}:{n}`, n from 1
 * to the capacity) is what keeps a course from taking more than its capacity, also across several
 * server processes: two applications inserting the same seat number, only one succeeds; an application
 * holds at most one seat. Applications to a course without a capacity hold seats too, so the count is
 * right when staff set one later. Rows go when their application is withdrawn or rejected. Only the
 * education services write here.
 */
export const CourseSeatLocks: CollectionConfig = {
  slug: 'course-seat-locks',
  labels: { singular: '교육 좌석 점유', plural: '교육 좌석 점유' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'seatKey', type: 'text', required: true, unique: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'application', type: 'relationship', relationTo: 'course-applications', required: true, unique: true },
  ],
}
