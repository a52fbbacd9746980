import type { CollectionConfig } from 'payload'
import { isStaff } from '../../../platform/access/is-staff'
import { publishedOrStaff } from '../../../platform/access/published-or-staff'
import { checkboxGroup } from '../../../platform/fields/checkbox-group'
import { MAX_TOUR_DAYS, TRAVEL_ADMIN_GROUP, tourEtcInformation } from '../../../../contract/travel-options'

/**
 * A recommended tour (추천 여행 코스, spec §3 "recommended tour", its id the spec's `tourUid`): a
 * theme, a length in days and the attractions to visit day by day.
 */
export const RecommendedTours: CollectionConfig = {
  slug: 'recommended-tours',
  labels: { singular: '추천 여행 코스', plural: '추천 여행 코스' },
  defaultSort: '-createdAt',
  versions: { drafts: true, maxPerDoc: 10 },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'theme', 'tourDays', '_status'],
    listSearchableFields: ['title', 'summary'],
    group: TRAVEL_ADMIN_GROUP,
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  fields: [
    { name: 'title', label: '코스명', type: 'text', required: true, maxLength: 100 },
    {
      type: 'row',
      fields: [
        { name: 'theme', label: '여행 테마', type: 'relationship', relationTo: 'travel-codes', filterOptions: { group: { equals: 'THEME_CD' } }, index: true },
        {
          name: 'tourDays',
          label: '여행 일수',
          type: 'number',
          required: true,
          min: 1,
          max: MAX_TOUR_DAYS,
          defaultValue: 1,
          index: true,
          admin: { description: '1이면 당일, 3이면 2박 3일' },
        },
      ],
    },
    { name: 'summary', label: '한 줄 소개', type: 'text', maxLength: 200 },
    { name: 'description', label: '코스 소개', type: 'textarea', maxLength: 4000 },
    { name: 'image', label: '대표 사진', type: 'upload', relationTo: 'media' },
    checkboxGroup('etcInformation', '기타 정보', tourEtcInformation),
    {
      name: 'stops',
      label: '방문 관광지',
      labels: { singular: '방문 관광지', plural: '방문 관광지' },
      type: 'array',
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'day', label: '일차', type: 'number', required: true, min: 1, max: MAX_TOUR_DAYS, defaultValue: 1 },
            { name: 'attraction', label: '관광지', type: 'relationship', relationTo: 'attractions', required: true, index: true },
            { name: 'note', label: '안내', type: 'text', maxLength: 200 },
          ],
        },
      ],
    },
  ],
}
