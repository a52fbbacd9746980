import type { CollectionConfig } from 'payload'
import { advisoryFields } from '../../../../contract/applications'
import { patentStatuses, technologyAvailabilities, transferTypes, TRL_MAX, TRL_MIN } from '../../../../contract/tech-transfer'
import { isStaff } from '../../../platform/access/is-staff'
import { publishedOrStaff } from '../../../platform/access/published-or-staff'
import { publishedAtField } from '../../../platform/fields/board-post'
import { fillDerivedColumns } from '../hooks/fill-derived-columns'
import { subFieldOptions, subFieldsOf } from '../vocabulary'
import { techLabels as label, techMessages as msg } from '../messages'

const counter = (name: string, fieldLabel: string, hidden = false) =>
  ({ name, label: fieldLabel, type: 'number', defaultValue: 0, min: 0, index: true, admin: { position: 'sidebar', readOnly: true, hidden } }) as const

/**
 * The university's technologies offered for transfer (/cooperation/techTransfer). Staff write drafts
 * and publish them like the boards' notices (versions, scheduled publish); visitors only see
 * published ones. The lean list reads and filters one row per technology, so what lives in the arrays
 * and the hasMany select is also kept on the row on save (fill-derived-columns.ts).
 */
export const Technologies: CollectionConfig = {
  slug: 'technologies',
  labels: { singular: label.technology, plural: label.technology },
  defaultSort: '-publishedAt',
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'field', 'trl', 'availability', 'views', 'inquiries', '_status'],
    listSearchableFields: ['title', 'summary', 'keywords', 'inventorNames'],
    group: label.group,
    components: { beforeListTable: ['/domains/tech-transfer/admin/technology-import#TechnologyImport'] },
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  hooks: { beforeChange: [fillDerivedColumns] },
  fields: [
    { name: 'title', label: label.title, type: 'text', required: true, maxLength: 200 },
    { name: 'summary', label: label.summary, type: 'textarea', required: true, maxLength: 300 },
    {
      type: 'row',
      fields: [
        { name: 'field', label: label.field, type: 'select', options: [...advisoryFields], required: true, index: true },
        {
          name: 'subField',
          label: label.subField,
          type: 'select',
          options: subFieldOptions,
          index: true,
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
            if (value == null || value === '') return true
            return subFieldsOf(siblingData.field).includes(String(value)) || msg.subFieldMismatch
          },
        },
      ],
    },
    { name: 'overview', label: label.overview, type: 'richText', required: true },
    { name: 'applications', label: label.applications, type: 'textarea', required: true, maxLength: 2000 },
    { name: 'effects', label: label.effects, type: 'textarea', required: true, maxLength: 2000 },
    { name: 'keywords', label: label.keywords, type: 'text', maxLength: 300, admin: { description: msg.keywordsHelp } },
    {
      type: 'row',
      fields: [
        {
          name: 'trl',
          label: label.trl,
          type: 'number',
          required: true,
          min: TRL_MIN,
          max: TRL_MAX,
          index: true,
          validate: (value: unknown) => (Number.isInteger(value) && Number(value) >= TRL_MIN && Number(value) <= TRL_MAX) || msg.trlRange,
        },
        {
          name: 'availability',
          label: label.availability,
          type: 'select',
          options: [...technologyAvailabilities],
          required: true,
          defaultValue: 'available',
          index: true,
        },
      ],
    },
    { name: 'transferTypes', label: label.transferTypes, type: 'select', hasMany: true, options: [...transferTypes], required: true },
    { name: 'terms', label: label.terms, type: 'textarea', maxLength: 2000 },
    {
      name: 'patents',
      label: label.patents,
      type: 'array',
      labels: { singular: label.patents, plural: label.patents },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'number', label: label.patentNumber, type: 'text', required: true, maxLength: 50 },
            { name: 'country', label: label.patentCountry, type: 'text', required: true, maxLength: 30, defaultValue: '대한민국' },
            { name: 'status', label: label.patentStatus, type: 'select', options: [...patentStatuses], required: true },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'appliedAt', label: label.appliedAt, type: 'date', admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } } },
            { name: 'registeredAt', label: label.registeredAt, type: 'date', admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } } },
          ],
        },
      ],
    },
    {
      name: 'inventors',
      label: label.inventors,
      type: 'array',
      labels: { singular: label.inventors, plural: label.inventors },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', label: label.inventorName, type: 'text', required: true, maxLength: 50 },
            { name: 'department', label: label.inventorDepartment, type: 'text', maxLength: 100 },
            { name: 'expert', label: label.inventorExpert, type: 'relationship', relationTo: 'advisory-experts', admin: { description: msg.expertHelp } },
          ],
        },
      ],
    },
    { name: 'thumbnail', label: label.thumbnail, type: 'upload', relationTo: 'media' },
    {
      name: 'summaryDocument',
      label: label.summaryDocument,
      type: 'upload',
      relationTo: 'technology-documents',
      filterOptions: { kind: { equals: 'summary' } },
      admin: { description: msg.summaryDocumentHelp },
    },
    {
      name: 'detailDocument',
      label: label.detailDocument,
      type: 'upload',
      relationTo: 'technology-documents',
      filterOptions: { kind: { equals: 'detail' } },
      admin: { description: msg.detailDocumentHelp },
    },
    publishedAtField,
    counter('views', label.views),
    counter('inquiries', label.inquiries),
    counter('popularity', label.popularity, true),
    { name: 'patentStatus', label: label.patentStatus, type: 'select', options: [...patentStatuses], index: true, admin: { hidden: true } },
    { name: 'patentStatusList', label: label.patentStatus, type: 'text', admin: { hidden: true } },
    { name: 'transferTypeList', label: label.transferTypes, type: 'text', admin: { hidden: true } },
    { name: 'inventorNames', label: label.inventors, type: 'text', admin: { hidden: true } },
    // Who to reach out to about it (i33-req): the companies that viewed it, asked about it or fit it.
    {
      name: 'interestPanel',
      type: 'ui',
      admin: { components: { Field: '/domains/tech-transfer/admin/technology-interest-panel#TechnologyInterestPanel' }, disableListColumn: true },
    },
  ],
}
