import type { GlobalConfig } from 'payload'
import { isStaff } from '../../../platform/access/is-staff'

export const EQUIPMENT_BILLING = 'equipment-billing'

/** Days a charge may stay unpaid after the end of the month of use, unless staff set otherwise. */
export const DEFAULT_PAYMENT_DAYS = 30

/**
 * How the equipment office bills (issue 31). This branch holds only the payment term the monthly
 * settlement reads; the statements' 입금 계좌 and footer belong to the same global.
 */
export const EquipmentBilling: GlobalConfig = {
  slug: EQUIPMENT_BILLING,
  label: '장비 이용료 청구 설정',
  admin: { group: '장비 예약' },
  access: { read: isStaff, update: isStaff },
  fields: [
    {
      name: 'paymentDays',
      label: '납부 기한(일)',
      type: 'number',
      min: 0,
      max: 365,
      required: true,
      defaultValue: DEFAULT_PAYMENT_DAYS,
      admin: { description: '이용한 달의 말일부터 이 일수가 지나도록 납부하지 않으면 월별 정산에서 연체로 표시합니다.' },
    },
  ],
}
