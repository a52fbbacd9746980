import type { GlobalConfig } from 'payload'
import { isStaff } from '../../../platform/access/is-staff'

export const EQUIPMENT_BILLING = 'equipment-billing'

/** The 납부 기한 while staff have not saved the settings yet. */
export const DEFAULT_PAYMENT_DAYS = 30

/**
 * Where members pay for their equipment use and how long they have: what every statement prints
 * below its lines. Staff keep it; members read it only on their statements.
 */
export const EquipmentBilling: GlobalConfig = {
  slug: EQUIPMENT_BILLING,
  label: '장비 이용료 청구 설정',
  admin: { group: '장비 예약', description: '이용 내역서·청구서에 인쇄되는 입금 계좌, 납부 기한, 안내 문구입니다.' },
  access: { read: isStaff, update: isStaff },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'bank', label: '입금 은행', type: 'text', maxLength: 40, admin: { width: '30%' } },
        { name: 'accountNo', label: '계좌번호', type: 'text', maxLength: 40, admin: { width: '40%' } },
        { name: 'accountHolder', label: '예금주', type: 'text', maxLength: 60, admin: { width: '30%' } },
      ],
    },
    {
      name: 'paymentDays',
      label: '납부 기한(일)',
      type: 'number',
      required: true,
      min: 1,
      max: 365,
      defaultValue: DEFAULT_PAYMENT_DAYS,
      admin: { description: '내역서 발행일로부터 이 날수가 지난 날이 납부 기한입니다.' },
    },
    {
      name: 'statementFooter',
      label: '안내 문구',
      type: 'textarea',
      maxLength: 1000,
      admin: { description: '내역서 맨 아래에 인쇄됩니다. 예: 입금 시 내역서 번호를 적어 주세요.' },
    },
  ],
}
