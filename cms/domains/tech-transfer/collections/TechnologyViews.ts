import type { CollectionConfig } from 'payload'
import { isStaff } from '../../../platform/access/is-staff'
import { nobody } from '../../../platform/access/nobody'
import { techLabels as label } from '../messages'
import { notShownToGuests } from '../../../platform/data/content-version'

/**
 * One row per member and technology they opened, so staff can see who looked at a technology and
 * reach out. Written by the portal on the detail page only; staff read it and may remove a row.
 */
export const TechnologyViews: CollectionConfig = {
  slug: 'technology-views',
  // Nothing a public page shows: a change here keeps the server-rendered pages.
  custom: notShownToGuests,
  labels: { singular: label.view, plural: label.view },
  defaultSort: '-lastViewedAt',
  admin: { group: label.group, defaultColumns: ['technology', 'member', 'company', 'count', 'lastViewedAt'] },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  indexes: [{ fields: ['technology', 'member'], unique: true }],
  fields: [
    { name: 'member', label: label.member, type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'company', label: label.company, type: 'relationship', relationTo: 'companies', index: true },
    { name: 'technology', label: label.technology, type: 'relationship', relationTo: 'technologies', required: true, index: true },
    { name: 'count', label: label.viewCount, type: 'number', required: true, defaultValue: 1, min: 1 },
    { name: 'lastViewedAt', label: label.lastViewedAt, type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
