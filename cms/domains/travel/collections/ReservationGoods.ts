import type { CollectionConfig } from 'payload'
import { keepWhileApplied } from '../../../platform/hooks/keep-while-applied'
import { travelMessages } from '../messages'
import { underPublishedOrStaff } from '../../../platform/access/published-or-staff'
import { isStaff } from '../../../platform/access/is-staff'
import { TRAVEL_ADMIN_GROUP } from '../../../../contract/travel-options'

/**
 * A bookable goods option of the travel side (예약 상품, the spec's `goodsDtlId`): an experience or
 * tour at an attraction, booked for a day, with price rows (the spec's `priceSn`, their 1-based
 * position) and a daily capacity held under concurrency (`goods-day-counts`).
 */
export const ReservationGoods: CollectionConfig = {
  slug: 'reservation-goods',
  labels: { singular: '예약 상품', plural: '예약 상품' },
  defaultSort: 'name',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'attraction', 'dailyCapacity', 'onSale'], group: TRAVEL_ADMIN_GROUP },
  hooks: { beforeDelete: [keepWhileApplied('goods-reservations', 'goods', travelMessages.keepReservedGoods)] },
  access: { read: underPublishedOrStaff('attraction'), create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'name', label: '상품명', type: 'text', required: true, maxLength: 100 },
    { name: 'attraction', label: '관광지', type: 'relationship', relationTo: 'attractions', required: true, index: true },
    { name: 'summary', label: '한 줄 소개', type: 'text', maxLength: 200 },
    {
      name: 'prices',
      label: '가격',
      labels: { singular: '가격', plural: '가격' },
      type: 'array',
      minRows: 1,
      maxRows: 10,
      required: true,
      admin: { description: '순서가 가격 번호(priceSn)입니다: 첫 줄이 1번.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', label: '구분', type: 'text', required: true, maxLength: 30, admin: { description: '예: 성인, 어린이' } },
            { name: 'price', label: '가격(원)', type: 'number', required: true, min: 0, max: 10_000_000 },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'dailyCapacity', label: '하루 정원(명)', type: 'number', required: true, min: 1, max: 10_000, defaultValue: 20 },
        { name: 'horizonDays', label: '예약 가능 기간(일)', type: 'number', required: true, min: 1, max: 365, defaultValue: 60 },
        { name: 'onSale', label: '판매 중', type: 'checkbox', defaultValue: true, index: true },
      ],
    },
  ],
}
