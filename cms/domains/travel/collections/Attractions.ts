import type { CollectionConfig } from 'payload'
import { keepWhileApplied } from '../../../platform/hooks/keep-while-applied'
import { travelMessages } from '../messages'
import { isStaff } from '../../../platform/access/is-staff'
import { publishedOrStaff } from '../../../platform/access/published-or-staff'
import { checkboxGroup } from '../../../platform/fields/checkbox-group'
import { attractionEtcInformation, attractionFacilities, TRAVEL_ADMIN_GROUP } from '../../../../contract/travel-options'
import type { CodeGroup } from '../../../../contract/travel-options'

const codeOf = (name: string, label: string, group: CodeGroup) =>
  ({ name, label, type: 'relationship', relationTo: 'travel-codes', filterOptions: { group: { equals: group } }, index: true }) as const

/**
 * A tourist attraction of the travel side (spec §3 "attraction", its id is the spec's `gdsUid`).
 * Staff publish it from a draft; members keep favourites of published ones (`attraction-interests`).
 */
export const Attractions: CollectionConfig = {
  slug: 'attractions',
  labels: { singular: '관광지', plural: '관광지' },
  defaultSort: 'name',
  versions: { drafts: true, maxPerDoc: 10 },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'goodsType', 'goodsCategory', 'province', 'district', '_status'],
    listSearchableFields: ['name', 'address'],
    group: TRAVEL_ADMIN_GROUP,
  },
  // Tours, passes, goods and favourites point at it; staff unpublish it instead.
  hooks: {
    beforeDelete: [
      keepWhileApplied('recommended-tours', 'stops.attraction', travelMessages.keepUsedAttraction),
      keepWhileApplied('passes', 'attractions', travelMessages.keepUsedAttraction),
      keepWhileApplied('reservation-goods', 'attraction', travelMessages.keepUsedAttraction),
      keepWhileApplied('attraction-interests', 'attraction', travelMessages.keepUsedAttraction),
    ],
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  fields: [
    { name: 'name', label: '관광지명', type: 'text', required: true, maxLength: 100 },
    {
      type: 'row',
      fields: [{ ...codeOf('goodsType', '상품 유형', 'GDS_TYCD'), required: true }, codeOf('goodsCategory', '상품 분류', 'GDS_CATEGORY_CD')],
    },
    {
      type: 'row',
      fields: [codeOf('province', '시도', 'CTPV'), codeOf('district', '시군구', 'SGG')],
    },
    { name: 'address', label: '주소', type: 'text', maxLength: 200 },
    { name: 'summary', label: '한 줄 소개', type: 'text', maxLength: 200 },
    { name: 'description', label: '관광지 소개', type: 'textarea', maxLength: 4000 },
    { name: 'image', label: '대표 사진', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'openingHours', label: '이용 시간', type: 'text', maxLength: 100 },
        { name: 'admissionFee', label: '입장료', type: 'text', maxLength: 100 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', label: '문의 전화', type: 'text', maxLength: 30 },
        { name: 'homepage', label: '홈페이지', type: 'text', maxLength: 200 },
      ],
    },
    checkboxGroup('facilities', '편의시설', attractionFacilities),
    checkboxGroup('etcInformation', '기타 정보', attractionEtcInformation),
  ],
}
