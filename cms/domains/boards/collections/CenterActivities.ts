import { attachmentsField, categoryField, contentField, titleField } from '../../../platform/fields/board-post'
import { boardCollection } from '../board-collection'

export const centerActivityCategories = [
  { label: '기업 네트워크', value: 'network' },
  { label: '기업 방문', value: 'visit' },
  { label: '포럼·설명회', value: 'forum' },
  { label: '지역 협력사업', value: 'project' },
]

/**
 * 지역협력 활동 (/corporateCenter/activity): what the 기업지역센터 did with local companies, told
 * with photos. The 대표 이미지 is the card and heads the post, so it is required; more photos go
 * into the body, where the editor places them between the paragraphs they belong to.
 */
export const CenterActivities = boardCollection({
  slug: 'center-activities',
  singular: '지역협력 활동',
  group: '기업지역센터',
  defaultColumns: ['title', 'category', 'publishedAt', 'viewCount'],
  searchable: ['title'],
  fields: [
    titleField,
    categoryField(centerActivityCategories),
    {
      name: 'image',
      label: '대표 이미지',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: { description: '목록의 카드와 본문 위에 보입니다. 활동 사진을 더 보여 주려면 본문에 이미지를 넣어 주세요.' },
    },
    contentField,
    attachmentsField,
  ],
})
