import type { CollectionConfig } from 'payload'
import { nobody } from '../../../platform/access/nobody'
import { notShownToGuests } from '../../../platform/data/content-version'

/**
 * SMS codes of a profile phone change (issue 32), one row per member at a time. Nobody reads them
 * through the API: the phone endpoints work with systemAccess and keep only a hash of the code.
 */
export const PhoneVerifications: CollectionConfig = {
  slug: 'phone-verifications',
  // Nothing a public page shows: a change here keeps the server-rendered pages.
  custom: notShownToGuests,
  labels: { singular: '휴대폰 인증', plural: '휴대폰 인증' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'users', required: true, index: true },
    // The number the code went to, digits only: the one the member's profile gets when the code matches.
    { name: 'phone', type: 'text', required: true },
    { name: 'codeHash', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'attempts', type: 'number', defaultValue: 0, required: true },
  ],
}
