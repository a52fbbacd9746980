import { attachmentsField, categoryField, contentField, titleField } from '../../../platform/fields/board-post'
import { boardCollection } from '../board-collection'

export const newsCategories = [
  { label: '보도자료', value: 'press' },
  { label: '활동소식', value: 'activity' },
  { label: '수상·성과', value: 'award' },
]

export const News = boardCollection({
  slug: 'news',
  singular: '뉴스',
  defaultColumns: ['title', 'category', 'publishedAt', 'viewCount'],
  searchable: ['title', 'summary'],
  fields: [
    titleField,
    categoryField(newsCategories),
    { name: 'image', label: '대표 이미지', type: 'upload', relationTo: 'media', required: true },
    { name: 'summary', label: '요약', type: 'textarea', maxLength: 300 },
    contentField,
    attachmentsField,
  ],
})
