import { dayOnlyDate } from '../../../platform/fields/date-display'
import { attachmentsField, categoryField, contentField, titleField } from '../../../platform/fields/board-post'
import { boardCollection } from '../board-collection'

export const sharingCategories = [
  { label: '공동연구', value: 'research' },
  { label: '기술이전', value: 'transfer' },
  { label: '장비·시설 공유', value: 'equipment' },
  { label: '인력 교류', value: 'people' },
]

/**
 * 공유협업 프로그램 (/cooperation/sharing): the programmes, cases and offers the 산학협력단
 * publishes for companies to join, with the period they take part in and who runs them.
 */
export const SharingPrograms = boardCollection({
  slug: 'sharing-programs',
  singular: '공유협업 프로그램',
  group: '산학지원',
  defaultColumns: ['title', 'category', 'recruitEnd', 'publishedAt'],
  searchable: ['title', 'summary', 'host'],
  fields: [
    titleField,
    categoryField(sharingCategories),
    { name: 'image', label: '대표 이미지', type: 'upload', relationTo: 'media' },
    { name: 'summary', label: '요약', type: 'textarea', maxLength: 300 },
    { name: 'host', label: '주관', type: 'text', maxLength: 100, admin: { description: '예: 산학협력단 기업협력팀' } },
    {
      type: 'row',
      fields: [
        { name: 'recruitStart', label: '참여 신청 시작일', type: 'date', admin: { ...dayOnlyDate, width: '50%' } },
        {
          name: 'recruitEnd',
          label: '참여 신청 마감일',
          type: 'date',
          admin: { ...dayOnlyDate, width: '50%', description: '비워 두면 상시 모집으로 표시됩니다.' },
          validate: (value, { siblingData }) => {
            const start = (siblingData as { recruitStart?: string | null }).recruitStart
            return !value || !start || new Date(value) >= new Date(start) ? true : '마감일은 시작일보다 빠를 수 없습니다.'
          },
        },
      ],
    },
    contentField,
    attachmentsField,
  ],
})
