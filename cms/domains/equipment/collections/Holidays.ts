import type { CollectionConfig } from 'payload'
import { anyone } from '../../../platform/access/anyone'
import { isStaff } from '../../../platform/access/is-staff'

/** Days no equipment can be booked (public holidays, the university's closing days). */
export const Holidays: CollectionConfig = {
  slug: 'holidays',
  labels: { singular: '휴무일', plural: '휴무일' },
  defaultSort: 'date',
  admin: { useAsTitle: 'name', defaultColumns: ['date', 'name'], group: '장비 예약' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    {
      name: 'date',
      label: '날짜',
      type: 'text',
      required: true,
      unique: true,
      validate: (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? true : '날짜는 2026-12-25 형식으로 입력해 주세요.'),
      admin: { description: 'YYYY-MM-DD 형식' },
    },
    { name: 'name', label: '휴무 사유', type: 'text', required: true, maxLength: 50, admin: { description: '예: 성탄절, 개교기념일' } },
  ],
}
