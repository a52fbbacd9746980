import type { Field, SelectField } from 'payload'
import { notificationEvents } from '../../../contract/notifications'

/** The notification collections' shared fields: written by the service, read by staff. */
export const serviceWritten = { readOnly: true }

/** Which event of the catalogue (contract/notifications.ts) a row is about. */
export const eventField = (extra: Partial<SelectField> = {}): Field =>
  ({
    name: 'event',
    label: '알림 종류',
    type: 'select',
    options: notificationEvents.map(({ label, value }) => ({ label, value })),
    required: true,
    index: true,
    admin: serviceWritten,
    ...extra,
  }) as SelectField

export const memberField: Field = {
  name: 'member',
  label: '받는 회원',
  type: 'relationship',
  relationTo: 'users',
  required: true,
  index: true,
  admin: serviceWritten,
}
