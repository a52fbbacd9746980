import type { CollectionConfig } from 'payload'
import { companyJoinRequestStates } from '../../../../contract/companies'
import { toSelectOptions } from '../../../../contract/account-options'
import { isStaff } from '../../../platform/access/is-staff'
import { nobody } from '../../../platform/access/nobody'
import { dayAndTimeDate } from '../../../platform/fields/date-display'
import { logPersonalDataAccess, ownedBy } from '../../access-log'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { companyLabels as label } from '../messages'

/**
 * A member's request to join a company, decided by its 관리자 on /myPage/company. Members write
 * only through /api/v1/companies/join-requests (staff may record one by hand here); `pendingKey`
 * (the requester's id while pending, UNIQUE) keeps one open request per member even when two arrive
 * at once.
 */
export const CompanyJoinRequests: CollectionConfig = {
  slug: 'company-join-requests',
  labels: { singular: label.joinRequest, plural: label.joinRequests },
  admin: { group: label.group, defaultColumns: ['company', 'requester', 'state', 'decidedAt', 'createdAt'] },
  access: { read: ownRowsOrStaff('requester'), create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterOperation: [logPersonalDataAccess(ownedBy('requester'))] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'company', label: label.company, type: 'relationship', relationTo: 'companies', required: true, index: true, admin: { readOnly: true } },
        { name: 'requester', label: label.requester, type: 'relationship', relationTo: 'users', required: true, index: true, admin: { readOnly: true } },
      ],
    },
    {
      name: 'state',
      label: label.state,
      type: 'select',
      options: toSelectOptions(companyJoinRequestStates),
      required: true,
      defaultValue: 'pending',
      index: true,
    },
    {
      type: 'row',
      fields: [
        { name: 'decidedBy', label: label.decidedBy, type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
        { name: 'decidedAt', label: label.decidedAt, type: 'date', admin: { readOnly: true, ...dayAndTimeDate } },
      ],
    },
    { name: 'pendingKey', type: 'text', unique: true, access: { read: nobody, update: nobody }, admin: { hidden: true } },
  ],
}
