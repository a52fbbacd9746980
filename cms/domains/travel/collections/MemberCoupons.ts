import type { CollectionConfig } from 'payload'
import { isStaff } from '../../../platform/access/is-staff'
import { nobody } from '../../../platform/access/nobody'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { onlyPortalForm } from '../../../platform/access/portal-form'
import { memberCouponStates, TRAVEL_ADMIN_GROUP } from '../../../../contract/travel-options'
import { createdAtNamed } from '../../../platform/fields/created-at'

/**
 * A coupon in a member's box (the spec's `couponUid`). One per member and coupon (compound UNIQUE).
 * A purchase marks it used in one conditional UPDATE, so it pays for one order even when two are
 * sent at once (cms/domains/travel/services/coupons/use-coupon.ts); a refund gives it back.
 */
export const MemberCoupons: CollectionConfig = {
  slug: 'member-coupons',
  labels: { singular: '보유 쿠폰', plural: '보유 쿠폰' },
  defaultSort: '-createdAt',
  admin: { defaultColumns: ['member', 'coupon', 'state', 'createdAt'], group: TRAVEL_ADMIN_GROUP },
  access: { read: ownRowsOrStaff('member'), create: onlyPortalForm, update: nobody, delete: isStaff },
  indexes: [{ fields: ['member', 'coupon'], unique: true }],
  fields: [
    { name: 'member', label: '회원', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { readOnly: true } },
    { name: 'coupon', label: '쿠폰', type: 'relationship', relationTo: 'coupons', required: true, index: true, admin: { readOnly: true } },
    { name: 'state', label: '상태', type: 'select', options: [...memberCouponStates], required: true, defaultValue: 'available', admin: { readOnly: true } },
    { name: 'usedOrder', label: '사용한 패스 구매', type: 'relationship', relationTo: 'pass-orders', admin: { readOnly: true } },
    { name: 'usedReservation', label: '사용한 상품 예약', type: 'relationship', relationTo: 'goods-reservations', admin: { readOnly: true } },
    createdAtNamed('등록일시'),
  ],
}
