import { attachmentsField, categoryField, contentField, titleField } from '../../../platform/fields/board-post'
import { pinnedUntilField } from '../../../platform/fields/pin'
import { boardCollection } from '../board-collection'

export const noticeCategories = [
  { label: '일반', value: 'general' },
  { label: '모집', value: 'recruit' },
  { label: '행사', value: 'event' },
  { label: '입찰', value: 'bid' },
]

export const Notices = boardCollection({
  slug: 'notices',
  singular: '공지사항',
  defaultSort: ['-pinned', '-publishedAt'],
  defaultColumns: ['title', 'category', 'pinned', 'pinnedUntil', 'publishedAt', 'viewCount'],
  searchable: ['title'],
  fields: [
    titleField,
    categoryField(noticeCategories),
    {
      name: 'pinned',
      label: '상단 고정',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: '고정된 공지는 고정 종료일까지 목록 맨 위에 표시됩니다.' },
    },
    pinnedUntilField,
    contentField,
    attachmentsField,
  ],
})
