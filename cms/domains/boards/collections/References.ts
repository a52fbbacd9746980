import { attachmentsField, categoryField, contentField, titleField } from '../../../platform/fields/board-post'
import { boardCollection } from '../board-collection'

export const referenceCategories = [
  { label: '서식', value: 'form' },
  { label: '안내서', value: 'guide' },
  { label: '보고서', value: 'report' },
  { label: '규정', value: 'regulation' },
]

export const References = boardCollection({
  slug: 'references',
  singular: '자료실',
  defaultColumns: ['title', 'category', 'publishedAt', 'viewCount'],
  searchable: ['title'],
  fields: [titleField, categoryField(referenceCategories), contentField, attachmentsField],
})
