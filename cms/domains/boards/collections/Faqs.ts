import { categoryField, contentField, titleField } from '../../../platform/fields/board-post'
import { boardCollection } from '../board-collection'

export const faqCategories = [
  { label: '회원', value: 'member' },
  { label: '장비예약', value: 'equipment' },
  { label: '교육', value: 'education' },
  { label: '산학협력', value: 'cooperation' },
]

export const Faqs = boardCollection({
  slug: 'faqs',
  singular: 'FAQ',
  defaultColumns: ['title', 'category', 'publishedAt', 'viewCount'],
  searchable: ['title'],
  fields: [{ ...titleField, label: '질문' } as typeof titleField, categoryField(faqCategories), { ...contentField, label: '답변' } as typeof contentField],
})
