import type { CollectionConfig } from 'payload'
import { nobody } from '../../../platform/access/nobody'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { onlyPortalForm, staffOrOwnThroughPortalForm } from '../../../platform/access/portal-form'
import { createdAtNamed } from '../../../platform/fields/created-at'
import { TRAVEL_ADMIN_GROUP } from '../../../../contract/travel-options'

/**
 * A member's favourite attraction (관심 관광지). Members add and remove their own through
 * `/api/v1/attraction/interest` only; the compound UNIQUE index keeps one row per member and
 * attraction, also when the heart is tapped twice at once.
 */
export const AttractionInterests: CollectionConfig = {
  slug: 'attraction-interests',
  labels: { singular: '관심 관광지', plural: '관심 관광지' },
  defaultSort: '-createdAt',
  admin: { defaultColumns: ['member', 'attraction', 'createdAt'], group: TRAVEL_ADMIN_GROUP },
  access: { read: ownRowsOrStaff('member'), create: onlyPortalForm, update: nobody, delete: staffOrOwnThroughPortalForm('member') },
  indexes: [{ fields: ['member', 'attraction'], unique: true }],
  fields: [
    { name: 'member', label: '회원', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { readOnly: true } },
    { name: 'attraction', label: '관광지', type: 'relationship', relationTo: 'attractions', required: true, index: true, admin: { readOnly: true } },
    createdAtNamed('등록일시'),
  ],
}
