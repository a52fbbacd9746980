import type { GlobalConfig } from 'payload'
import { isStaff } from '../../../platform/access/is-staff'

export const EQUIPMENT_BOOKING_POLICY = 'equipment-booking-policy'

/**
 * 예약 운영 정책, shared by every piece of equipment: how many no-shows within how many days suspend
 * booking, and for how long. Staff keep it; the booking services read it.
 */
export const EquipmentBookingPolicy: GlobalConfig = {
  slug: EQUIPMENT_BOOKING_POLICY,
  label: '장비 예약 운영 정책',
  admin: { group: '장비 예약', description: '미이용(노쇼)이 기간 안에 정해진 횟수에 이르면 모든 장비의 예약이 정지됩니다.' },
  access: { read: isStaff, update: isStaff },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'noShowLimit', label: '정지되는 미이용 횟수', type: 'number', required: true, min: 1, max: 100, defaultValue: 3 },
        { name: 'noShowWindowDays', label: '미이용을 세는 기간(일)', type: 'number', required: true, min: 1, max: 365, defaultValue: 90 },
        { name: 'suspensionDays', label: '예약 정지 기간(일)', type: 'number', required: true, min: 1, max: 365, defaultValue: 30 },
      ],
    },
  ],
}
