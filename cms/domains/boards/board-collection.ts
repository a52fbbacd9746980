import type { CollectionConfig, Field, Sort } from 'payload'
import { livePreview } from '../../platform/admin/live-preview'
import { isStaff } from '../../platform/access/is-staff'
import { publishedOrStaff } from '../../platform/access/published-or-staff'
import { authorField, publishedAtField, viewCountField } from '../../platform/fields/board-post'
import { fillAuthor } from './hooks/fill-author'
import { fillPlainText } from '../../platform/hooks/fill-plain-text'

type BoardOptions = {
  slug: string
  singular: string
  fields: Field[]
  defaultColumns: string[]
  searchable: string[]
  defaultSort?: Sort
  /** The admin's navigation group; the information-plaza boards by default. */
  group?: string
}

/**
 * Every staff-published board shares the same lifecycle: staff write drafts and publish them,
 * visitors only ever see published posts, and the view count is kept by the portal. A post may be
 * scheduled to publish (or unpublish) at a set time; the job cron does it with the scheduler's rights.
 */
export const boardCollection = ({ slug, singular, fields, defaultColumns, searchable, defaultSort, group = '정보광장' }: BoardOptions): CollectionConfig => ({
  slug,
  labels: { singular, plural: singular },
  defaultSort: defaultSort ?? '-publishedAt',
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  admin: {
    useAsTitle: 'title',
    defaultColumns: [...defaultColumns, '_status'],
    listSearchableFields: searchable,
    group,
    livePreview,
  },
  access: {
    read: publishedOrStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
    readVersions: isStaff,
  },
  hooks: { beforeChange: [fillAuthor, fillPlainText] },
  fields: [...fields, publishedAtField, authorField, viewCountField, { name: 'plainText', label: '본문 텍스트', type: 'textarea', admin: { hidden: true } }],
})
