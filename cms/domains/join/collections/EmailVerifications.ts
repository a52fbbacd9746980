import type { CollectionConfig } from 'payload'
import { emailCodePurposes, toSelectOptions } from '../../../../contract/account-options'
import { nobody } from '../../../platform/access/nobody'
import { notShownToGuests } from '../../../platform/data/content-version'

/**
 * E-mail codes of the join and profile flows. Nobody reads them through the API: the cert
 * endpoints work with overrideAccess and keep only a hash of the code.
 */
export const EmailVerifications: CollectionConfig = {
  slug: 'email-verifications',
  // Nothing a public page shows: a change here keeps the server-rendered pages.
  custom: notShownToGuests,
  labels: { singular: '이메일 인증', plural: '이메일 인증' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'purpose', type: 'select', options: toSelectOptions(emailCodePurposes), required: true },
    { name: 'codeHash', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'attempts', type: 'number', defaultValue: 0, required: true },
    { name: 'verifiedAt', type: 'date' },
    { name: 'certTokenHash', type: 'text', index: true },
    { name: 'consumedAt', type: 'date' },
  ],
}
