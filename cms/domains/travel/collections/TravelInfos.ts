import type { CollectionConfig } from 'payload'
import { isStaff } from '../../../platform/access/is-staff'
import { publishedOrStaff } from '../../../platform/access/published-or-staff'
import { TRAVEL_ADMIN_GROUP } from '../../../../contract/travel-options'

/** Travel information of the sticky area (교통, 숙박, 안전·의료, 여행 도움말), spec §3 "travel info". */
export const TravelInfos: CollectionConfig = {
  slug: 'travel-infos',
  labels: { singular: '여행정보', plural: '여행정보' },
  defaultSort: '-updatedAt',
  versions: { drafts: true, maxPerDoc: 10 },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'touristType', 'updatedAt', '_status'],
    listSearchableFields: ['title', 'summary'],
    group: TRAVEL_ADMIN_GROUP,
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  fields: [
    { name: 'title', label: '제목', type: 'text', required: true, maxLength: 100 },
    {
      name: 'touristType',
      label: '여행정보 구분',
      type: 'relationship',
      relationTo: 'travel-codes',
      filterOptions: { group: { equals: 'TOURIST_TYCD' } },
      required: true,
      index: true,
    },
    { name: 'summary', label: '요약', type: 'text', maxLength: 200 },
    { name: 'content', label: '내용', type: 'textarea', maxLength: 4000 },
    { name: 'image', label: '대표 사진', type: 'upload', relationTo: 'media' },
  ],
}
