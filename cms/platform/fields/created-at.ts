import type { DateField } from 'payload'
import { dayAndTimeDate } from './date-display'

/**
 * Payload's own createdAt under the name staff use for it (신청일시, 가입일시). A field of that name
 * takes the place of the generated one; the column, its index and how it is filled stay Payload's.
 */
export const createdAtNamed = (label: string): DateField => ({
  name: 'createdAt',
  label,
  type: 'date',
  index: true,
  admin: { hidden: true, disableBulkEdit: true, ...dayAndTimeDate },
})
