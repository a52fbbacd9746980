import type { CollectionConfig } from 'payload'
import { isStaff } from '../../../platform/access/is-staff'
import { publishedOrStaff } from '../../../platform/access/published-or-staff'
import { dayOnlyDate } from '../../../platform/fields/date-display'
import { promotionCategories, TRAVEL_ADMIN_GROUP } from '../../../../contract/travel-options'

/** A promotion of the travel side's sticky area (이벤트·공지·예약·쿠폰·광고), optionally handing out a coupon. */
export const Promotions: CollectionConfig = {
  slug: 'promotions',
  labels: { singular: '프로모션', plural: '프로모션' },
  defaultSort: '-startDate',
  versions: { drafts: true, maxPerDoc: 10 },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'startDate', 'endDate', '_status'],
    listSearchableFields: ['title', 'summary'],
    group: TRAVEL_ADMIN_GROUP,
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  fields: [
    { name: 'title', label: '제목', type: 'text', required: true, maxLength: 100 },
    { name: 'category', label: '구분', type: 'select', options: [...promotionCategories], required: true, defaultValue: 'event', index: true },
    { name: 'summary', label: '요약', type: 'text', maxLength: 200 },
    { name: 'content', label: '내용', type: 'textarea', maxLength: 4000 },
    { name: 'image', label: '대표 사진', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'startDate', label: '시작일', type: 'date', required: true, index: true, admin: dayOnlyDate },
        { name: 'endDate', label: '종료일', type: 'date', admin: { ...dayOnlyDate, description: '비우면 끝나는 날 없이 진행합니다.' } },
      ],
    },
    { name: 'coupon', label: '함께 주는 쿠폰', type: 'relationship', relationTo: 'coupons' },
  ],
}
