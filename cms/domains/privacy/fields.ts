import type { DateField } from 'payload'
import { createdAtNamed } from '../../platform/fields/created-at'

/** When a record was written, as a column and on its screen: for these records it is the point. */
export const shownCreatedAt = (label: string): DateField => {
  const field = createdAtNamed(label)
  return { ...field, admin: { ...field.admin, hidden: false, readOnly: true } }
}
