import { attachmentsField, categoryField, contentField, titleField } from '../../../platform/fields/board-post'
import { boardCollection } from '../board-collection'

export const lifelongCategories = [
  { label: '소식', value: 'news' },
  { label: '모집', value: 'recruit' },
  { label: '자료', value: 'material' },
]

/** 평생교육 소식·자료 (/studentSupport/founded): lifelong-education news, calls for learners and course material. */
export const LifelongPosts = boardCollection({
  slug: 'lifelong-posts',
  singular: '평생교육 소식·자료',
  group: 'ESG·평생교육',
  defaultColumns: ['title', 'category', 'publishedAt', 'viewCount'],
  searchable: ['title'],
  fields: [titleField, categoryField(lifelongCategories), contentField, attachmentsField],
})
