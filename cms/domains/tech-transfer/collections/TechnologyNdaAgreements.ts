import type { CollectionConfig } from 'payload'
import { nobody } from '../../../platform/access/nobody'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { memberIdField } from '../../../platform/access/member-identity'
import { techLabels as label } from '../messages'
import { notShownToGuests } from '../../../platform/data/content-version'

/**
 * Who agreed to which NDA version for which technology. Written by the portal when a 기업회원 agrees
 * (POST /api/v1/tech-transfer/technologies/:id/nda); members read their own. Nobody edits or removes
 * one, staff included: like the consent records, it is evidence of what was agreed.
 */
export const TechnologyNdaAgreements: CollectionConfig = {
  slug: 'technology-nda-agreements',
  // Nothing a public page shows: a change here keeps the server-rendered pages.
  custom: notShownToGuests,
  labels: { singular: label.agreement, plural: label.agreement },
  defaultSort: '-agreedAt',
  admin: { group: label.group, defaultColumns: ['technology', 'member', 'company', 'version', 'agreedAt'] },
  access: { read: ownRowsOrStaff('member'), create: nobody, update: nobody, delete: nobody },
  fields: [
    memberIdField({ name: 'member', label: label.member, type: 'relationship', relationTo: 'users', required: true, index: true }),
    { name: 'company', label: label.company, type: 'relationship', relationTo: 'companies', required: true, index: true },
    { name: 'technology', label: label.technology, type: 'relationship', relationTo: 'technologies', required: true, index: true },
    { name: 'version', label: label.ndaVersion, type: 'text', required: true, maxLength: 30 },
    { name: 'agreedAt', label: label.agreedAt, type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
