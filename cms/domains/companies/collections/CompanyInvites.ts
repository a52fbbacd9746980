import type { CollectionConfig } from 'payload'
import { companyInviteStates } from '../../../../contract/companies'
import { toSelectOptions } from '../../../../contract/account-options'
import { isStaff } from '../../../platform/access/is-staff'
import { nobody } from '../../../platform/access/nobody'
import { dayAndTimeDate } from '../../../platform/fields/date-display'
import { logPersonalDataAccess, ownedBy } from '../../access-log'
import { companyLabels as label } from '../messages'

/**
 * An e-mail invitation from a company's 관리자. Only the token's hash is stored: the link in the mail
 * is the one copy of the token, so a database reader cannot accept an invite for someone else.
 */
export const CompanyInvites: CollectionConfig = {
  slug: 'company-invites',
  labels: { singular: label.invite, plural: label.invites },
  admin: { group: label.group, useAsTitle: 'email', defaultColumns: ['email', 'company', 'state', 'expiresAt', 'createdAt'] },
  access: { read: isStaff, create: nobody, update: isStaff, delete: isStaff },
  hooks: { afterOperation: [logPersonalDataAccess(ownedBy('acceptedBy'))] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'email', label: label.email, type: 'email', required: true, index: true, admin: { readOnly: true } },
        { name: 'company', label: label.company, type: 'relationship', relationTo: 'companies', required: true, index: true, admin: { readOnly: true } },
      ],
    },
    { name: 'state', label: label.state, type: 'select', options: toSelectOptions(companyInviteStates), required: true, defaultValue: 'pending', index: true },
    {
      type: 'row',
      fields: [
        { name: 'invitedBy', label: label.invitedBy, type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
        { name: 'acceptedBy', label: label.acceptedBy, type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
        { name: 'expiresAt', label: label.expiresAt, type: 'date', required: true, admin: { readOnly: true, ...dayAndTimeDate } },
      ],
    },
    { name: 'tokenHash', type: 'text', required: true, unique: true, access: { read: nobody, update: nobody }, admin: { hidden: true } },
  ],
}
