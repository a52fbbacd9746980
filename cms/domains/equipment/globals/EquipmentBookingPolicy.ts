import type { GlobalConfig } from 'payload'
import { isStaff } from '../../../platform/access/is-staff'

export const EQUIPMENT_BOOKING_POLICY = 'equipment-booking-policy'

/**
 * 예약 운영 정책, shared by every piece of equipment (issue 31): how many no-shows within how many days
 * suspend booking and for how long, the reminders, and the waiting list's deadline. Staff keep it; the
 * booking services read it through `bookingPolicyOf` (services/booking-policy.ts), whose defaults
 * stand for what staff left empty.
 */
export const EquipmentBookingPolicy: GlobalConfig = {
  slug: EQUIPMENT_BOOKING_POLICY,
  label: '장비 예약 운영 정책',
  admin: {
    group: '장비 예약',
    description:
      '미이용(노쇼) 예약 정지, 예약 알림, 대기 신청의 운영 기준입니다. 미이용이 기간 안에 정해진 횟수에 이르면 모든 장비의 예약이 정지됩니다. 바꾼 값은 다음 처리부터 적용됩니다.',
  },
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
    // Reminders and waiting list (i31-remind).
    {
      name: 'reminderDayBefore',
      label: '전날 알림 보내기',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: '승인된 예약의 이용 전날 오전 9시(그 뒤에 승인되면 바로) 회원이 고른 채널(메일·알림톡·문자·포털 알림)로 알립니다.' },
    },
    {
      name: 'reminderHoursBefore',
      label: '이용 직전 알림 (시간 전)',
      type: 'number',
      defaultValue: 2,
      min: 0,
      max: 24,
      admin: { description: '이용 시작 몇 시간 전에 한 번 더 알릴지 정합니다. 0이면 보내지 않습니다.' },
    },
    {
      name: 'waitlistOfferHours',
      label: '대기 예약 확정 기한 (시간)',
      type: 'number',
      defaultValue: 24,
      min: 1,
      max: 168,
      admin: { description: '빈 시간을 제안받은 대기자가 예약을 확정할 수 있는 시간입니다. 이용 시작 시각을 넘지는 않습니다.' },
    },
  ],
}
