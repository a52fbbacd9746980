import { attachmentsField, categoryField, contentField, titleField } from '../../../platform/fields/board-post'
import { boardCollection } from '../board-collection'

export const esgCategories = [
  { label: '소식', value: 'news' },
  { label: '행사', value: 'event' },
  { label: '자료', value: 'material' },
]

/** ESG 소식·자료 (/studentSupport/training): ESG news and events, and material companies can use (guides, checklists). */
export const EsgPosts = boardCollection({
  slug: 'esg-posts',
  singular: 'ESG 소식·자료',
  group: 'ESG·평생교육',
  defaultColumns: ['title', 'category', 'publishedAt', 'viewCount'],
  searchable: ['title'],
  fields: [titleField, categoryField(esgCategories), contentField, attachmentsField],
})
