import type { CollectionConfig } from 'payload'
import { keepWhileApplied } from '../../../platform/hooks/keep-while-applied'
import { travelMessages } from '../messages'
import { isStaff } from '../../../platform/access/is-staff'
import { publishedOrStaff } from '../../../platform/access/published-or-staff'
import { TRAVEL_ADMIN_GROUP } from '../../../../contract/travel-options'

/**
 * A travel pass (패스, spec §3 "pass"): one ticket for several attractions, sold in options
 * (`pass-options`, the spec's `gdsDtlUid`) and usable for `validDays` after purchase.
 */
export const Passes: CollectionConfig = {
  slug: 'passes',
  labels: { singular: '패스', plural: '패스' },
  defaultSort: 'sortOrder',
  versions: { drafts: true, maxPerDoc: 10 },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'passType', 'validDays', '_status'],
    listSearchableFields: ['name', 'summary'],
    group: TRAVEL_ADMIN_GROUP,
  },
  hooks: { beforeDelete: [keepWhileApplied('pass-orders', 'pass', travelMessages.keepSoldPass)] },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  fields: [
    { name: 'name', label: '패스명', type: 'text', required: true, maxLength: 100 },
    {
      type: 'row',
      fields: [
        { name: 'passType', label: '패스 구분', type: 'relationship', relationTo: 'travel-codes', filterOptions: { group: { equals: 'PS_CD' } }, index: true },
        {
          name: 'validDays',
          label: '사용 기간(일)',
          type: 'number',
          required: true,
          min: 1,
          max: 365,
          defaultValue: 30,
          admin: { description: '구매일부터 사용할 수 있는 날 수' },
        },
        { name: 'sortOrder', label: '표시 순서', type: 'number', required: true, defaultValue: 0 },
      ],
    },
    { name: 'summary', label: '한 줄 소개', type: 'text', maxLength: 200 },
    { name: 'description', label: '패스 소개', type: 'textarea', maxLength: 4000 },
    { name: 'image', label: '대표 사진', type: 'upload', relationTo: 'media' },
    { name: 'attractions', label: '이용 가능 관광지', type: 'relationship', relationTo: 'attractions', hasMany: true },
    {
      name: 'options',
      label: '판매 옵션',
      type: 'join',
      collection: 'pass-options',
      on: 'pass',
      admin: { description: '옵션(성인·청소년 등)과 가격, 남은 수량은 "패스 옵션" 메뉴에서 관리합니다.' },
    },
  ],
}
