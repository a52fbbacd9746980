import type { CollectionConfig } from 'payload'
import { keepWhileApplied } from '../../../platform/hooks/keep-while-applied'
import { travelMessages } from '../messages'
import { isStaff } from '../../../platform/access/is-staff'
import { publishedOrStaff } from '../../../platform/access/published-or-staff'
import { couponDiscountTypes, couponScopes, TRAVEL_ADMIN_GROUP } from '../../../../contract/travel-options'
import { dayOnlyDate } from '../../../platform/fields/date-display'

/**
 * A coupon staff publish (쿠폰 발행, the spec's `couponPblcnUid`). Members register it once into
 * their coupon box (`member-coupons`) and use it on one pass purchase or goods reservation (its
 * `scope`) within its days.
 */
export const Coupons: CollectionConfig = {
  slug: 'coupons',
  labels: { singular: '쿠폰', plural: '쿠폰' },
  defaultSort: '-validFrom',
  versions: { drafts: true, maxPerDoc: 10 },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'discountType', 'discountValue', 'validFrom', 'validUntil', '_status'], group: TRAVEL_ADMIN_GROUP },
  hooks: { beforeDelete: [keepWhileApplied('member-coupons', 'coupon', travelMessages.keepRegisteredCoupon)] },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  fields: [
    { name: 'name', label: '쿠폰명', type: 'text', required: true, maxLength: 100 },
    {
      type: 'row',
      fields: [
        { name: 'discountType', label: '할인 방식', type: 'select', options: [...couponDiscountTypes], required: true, defaultValue: 'rate' },
        { name: 'discountValue', label: '할인 값', type: 'number', required: true, min: 1, admin: { description: '정률이면 %(1~100), 정액이면 원' } },
        { name: 'maxDiscount', label: '최대 할인(원)', type: 'number', min: 0, admin: { description: '정률 할인의 상한. 비우면 상한 없음' } },
        { name: 'minPrice', label: '최소 구매 금액(원)', type: 'number', required: true, min: 0, defaultValue: 0 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', label: '사용 시작일', type: 'date', required: true, admin: dayOnlyDate },
        {
          name: 'validUntil',
          label: '사용 종료일',
          type: 'date',
          required: true,
          admin: { ...dayOnlyDate, description: '이날 자정(한국 시간)까지 사용할 수 있습니다.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'scope', label: '사용처', type: 'select', options: [...couponScopes], required: true, defaultValue: 'pass' },
        {
          name: 'pass',
          label: '적용 패스',
          type: 'relationship',
          relationTo: 'passes',
          admin: { description: '패스 구매에 쓰는 쿠폰을 한 패스로 한정합니다. 비우면 모든 패스에 쓸 수 있습니다.' },
        },
      ],
    },
  ],
}
