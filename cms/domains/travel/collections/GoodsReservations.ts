import type { CollectionConfig } from 'payload'
import { logPersonalDataAccess, ownedBy } from '../../access-log'
import { nobody } from '../../../platform/access/nobody'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { onlyPortalForm } from '../../../platform/access/portal-form'
import { goodsReservationStates, TRAVEL_ADMIN_GROUP } from '../../../../contract/travel-options'
import { createdAtNamed } from '../../../platform/fields/created-at'

/**
 * A member's reservation of a goods option for a day (the spec's `reserveId`), priced by the server
 * and paid by a recorded test payment; confirmed when made, cancellable before its day. Written
 * only by the reservation services; staff read it in the admin.
 */
export const GoodsReservations: CollectionConfig = {
  slug: 'goods-reservations',
  labels: { singular: '상품 예약', plural: '상품 예약' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'reserveNo',
    defaultColumns: ['reserveNo', 'member', 'goods', 'useDate', 'goodsCount', 'payAmount', 'state'],
    listSearchableFields: ['reserveNo', 'contactName'],
    group: TRAVEL_ADMIN_GROUP,
    description: '결제는 모두 테스트 결제로 기록됩니다(실제 결제 없음).',
  },
  access: { read: ownRowsOrStaff('member'), create: onlyPortalForm, update: nobody, delete: nobody },
  hooks: { afterOperation: [logPersonalDataAccess(ownedBy('member'))] },
  fields: [
    { name: 'reserveNo', label: '예약번호', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'member', label: '회원', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'goods', label: '예약 상품', type: 'relationship', relationTo: 'reservation-goods', required: true, admin: { readOnly: true } },
        { name: 'goodsTypeCode', label: '상품 유형 코드', type: 'text', index: true, admin: { readOnly: true } },
        { name: 'useDate', label: '이용일', type: 'text', required: true, index: true, admin: { readOnly: true, description: 'YYYY-MM-DD' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'goodsCount', label: '인원', type: 'number', required: true, min: 1, admin: { readOnly: true } },
        { name: 'priceSn', label: '가격 번호', type: 'number', required: true, admin: { readOnly: true } },
        { name: 'priceLabel', label: '가격 구분', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'unitPrice', label: '단가(원)', type: 'number', required: true, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'totalPrice', label: '상품 금액(원)', type: 'number', required: true, admin: { readOnly: true } },
        { name: 'discount', label: '할인(원)', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
        { name: 'payAmount', label: '결제 금액(원)', type: 'number', required: true, admin: { readOnly: true } },
        { name: 'memberCoupon', label: '사용 쿠폰', type: 'relationship', relationTo: 'member-coupons', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'contactName', label: '예약자', type: 'text', required: true, maxLength: 50, admin: { readOnly: true } },
        { name: 'contactPhone', label: '연락처', type: 'text', required: true, maxLength: 30, admin: { readOnly: true } },
        { name: 'contactEmail', label: '이메일', type: 'email', required: true, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'paymentMethod', label: '결제 수단', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'paymentRef', label: '결제 번호', type: 'text', required: true, admin: { readOnly: true } },
        {
          name: 'state',
          label: '상태',
          type: 'select',
          options: [...goodsReservationStates],
          required: true,
          defaultValue: 'complete',
          index: true,
          admin: { readOnly: true },
        },
        { name: 'cancelledAt', label: '취소일시', type: 'date', admin: { readOnly: true } },
      ],
    },
    createdAtNamed('예약일시'),
  ],
}
