import type { CollectionConfig } from 'payload'
import { eventRegistrationStatuses } from '../../../../contract/events'
import { nobody } from '../../../platform/access/nobody'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { dayAndTimeDate } from '../../../platform/fields/date-display'
import { logPersonalDataAccess, ownedBy } from '../../access-log'
import { maskPhoneForNonStaff } from '../hooks/mask-for-non-staff'
import { eventLabels as label } from '../messages'

const readOnly = { readOnly: true } as const

/**
 * A member's registration for an event. Written only by the events services (register, cancel,
 * seat the waiting list, check in), never through REST or GraphQL: a status changed by hand would
 * no longer match the seats held. The owner and staff read it; the phone is masked for all but staff.
 */
export const EventRegistrations: CollectionConfig = {
  slug: 'event-registrations',
  labels: { singular: label.registration, plural: label.registration },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'event', 'affiliation', 'status', 'checkedInAt', 'createdAt'],
    listSearchableFields: ['name', 'affiliation', 'email'],
    group: label.group,
  },
  access: { read: ownRowsOrStaff('member'), create: nobody, update: nobody, delete: nobody },
  // Staff reading registrants' names and numbers is 개인정보 처리: logged like the other members' rows.
  hooks: { afterOperation: [logPersonalDataAccess(ownedBy('member'))] },
  fields: [
    { name: 'event', label: label.event, type: 'relationship', relationTo: 'events', required: true, index: true, admin: readOnly },
    { name: 'member', label: label.member, type: 'relationship', relationTo: 'users', required: true, index: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'name', label: label.name, type: 'text', required: true, admin: readOnly },
        { name: 'affiliation', label: label.affiliation, type: 'text', required: true, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', label: label.phone, type: 'text', required: true, admin: readOnly, hooks: { afterRead: [maskPhoneForNonStaff] } },
        { name: 'email', label: label.email, type: 'email', required: true, admin: readOnly },
      ],
    },
    { name: 'answers', label: label.answers, type: 'json', admin: readOnly },
    { name: 'privacyAgreedAt', label: label.privacyConsent, type: 'date', required: true, admin: { ...readOnly, ...dayAndTimeDate } },
    { name: 'status', label: label.status, type: 'select', options: [...eventRegistrationStatuses], required: true, index: true, admin: readOnly },
    { name: 'waitingSince', label: label.waitingSince, type: 'date', index: true, admin: { ...readOnly, ...dayAndTimeDate } },
    { name: 'cancelledAt', label: label.cancelledAt, type: 'date', admin: { ...readOnly, ...dayAndTimeDate } },
    { name: 'checkedInAt', label: label.checkedInAt, type: 'date', admin: { ...readOnly, ...dayAndTimeDate } },
    { name: 'checkedInBy', label: label.checkedInBy, type: 'relationship', relationTo: 'users', admin: readOnly },
    // One live registration per member and event: `{eventId}:{memberId}` while not cancelled, null after.
    { name: 'liveKey', type: 'text', unique: true, access: { read: nobody }, admin: { hidden: true } },
    // The random half of the ticket token; the other half is an HMAC only the server can make (ticket-token.ts).
    { name: 'ticketNonce', type: 'text', required: true, unique: true, access: { read: nobody }, admin: { hidden: true } },
  ],
}
