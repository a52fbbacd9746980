import type { CollectionConfig } from 'payload'
import { logPersonalDataAccess, ownedBy } from '../../access-log'
import { nobody } from '../../../platform/access/nobody'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { onlyPortalForm } from '../../../platform/access/portal-form'
import { passOrderStates, TRAVEL_ADMIN_GROUP } from '../../../../contract/travel-options'
import { createdAtNamed } from '../../../platform/fields/created-at'

/**
 * A member's pass purchase (the spec's `rsvtUid`), priced by the server and paid by a recorded test
 * payment, with its voucher and, after a refund, the reason. Written only by the pass services;
 * staff read it in the admin.
 */
export const PassOrders: CollectionConfig = {
  slug: 'pass-orders',
  labels: { singular: '패스 구매', plural: '패스 구매' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'orderNo',
    defaultColumns: ['orderNo', 'member', 'pass', 'passCount', 'payAmount', 'state', 'createdAt'],
    listSearchableFields: ['orderNo', 'voucherCode'],
    group: TRAVEL_ADMIN_GROUP,
    description: '결제는 모두 테스트 결제로 기록됩니다(실제 결제 없음).',
  },
  access: { read: ownRowsOrStaff('member'), create: onlyPortalForm, update: nobody, delete: nobody },
  hooks: { afterOperation: [logPersonalDataAccess(ownedBy('member'))] },
  fields: [
    { name: 'orderNo', label: '구매번호', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'member', label: '회원', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'pass', label: '패스', type: 'relationship', relationTo: 'passes', required: true, admin: { readOnly: true } },
        { name: 'option', label: '옵션', type: 'relationship', relationTo: 'pass-options', required: true, admin: { readOnly: true } },
        { name: 'passCount', label: '수량', type: 'number', required: true, min: 1, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'unitPrice', label: '단가(원)', type: 'number', required: true, admin: { readOnly: true } },
        { name: 'totalPrice', label: '상품 금액(원)', type: 'number', required: true, admin: { readOnly: true } },
        { name: 'discount', label: '할인(원)', type: 'number', required: true, admin: { readOnly: true } },
        { name: 'payAmount', label: '결제 금액(원)', type: 'number', required: true, admin: { readOnly: true } },
      ],
    },
    { name: 'memberCoupon', label: '사용 쿠폰', type: 'relationship', relationTo: 'member-coupons', admin: { readOnly: true } },
    { name: 'promoCode', label: '프로모션 코드', type: 'text', maxLength: 30, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'paymentMethod', label: '결제 수단', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'paymentRef', label: '결제 번호', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'paidAt', label: '결제일시', type: 'date', required: true, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'voucherCode', label: '교환권 번호', type: 'text', required: true, unique: true, admin: { readOnly: true } },
        { name: 'validUntil', label: '사용 기한', type: 'date', required: true, admin: { readOnly: true } },
      ],
    },
    {
      name: 'state',
      label: '상태',
      type: 'select',
      options: [...passOrderStates],
      required: true,
      defaultValue: 'paid',
      index: true,
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        { name: 'refundWhyCode', label: '환불 사유', type: 'text', admin: { readOnly: true } },
        { name: 'refundEtcWhy', label: '환불 사유(직접 입력)', type: 'text', maxLength: 500, admin: { readOnly: true } },
        { name: 'refundedAt', label: '환불일시', type: 'date', admin: { readOnly: true } },
      ],
    },
    createdAtNamed('구매일시'),
  ],
}
