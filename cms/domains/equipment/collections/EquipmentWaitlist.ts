import type { CollectionConfig } from 'payload'
import { logPersonalDataAccess, ownedBy } from '../../access-log'
import { nobody } from '../../../platform/access/nobody'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { dayAndTimeDate } from '../../../platform/fields/date-display'
import { createdAtNamed } from '../../../platform/fields/created-at'
import { usageModes, waitlistStates } from '../../../../contract/equipment-options'

const readOnly = { readOnly: true }

/**
 * A member's wait for slots someone else holds (issue 31). It keeps the booking request the member
 * filled in, so accepting an offer books exactly that through the normal booking service. The queue
 * order is `createdAt`. Only the waitlist service writes rows (services/waitlist.ts), each state move
 * a conditional update, so two processes never offer or accept the same wait twice.
 */
export const EquipmentWaitlist: CollectionConfig = {
  slug: 'equipment-waitlist',
  labels: { singular: '예약 대기', plural: '예약 대기' },
  defaultSort: 'createdAt',
  admin: {
    description: '이미 예약된 시간을 기다리는 회원입니다. 시간이 비면 먼저 신청한 회원부터 메일로 예약을 제안하고, 기한이 지나면 다음 대기자에게 넘어갑니다.',
    defaultColumns: ['equipment', 'useDate', 'timeRange', 'member', 'state', 'offerExpiresAt', 'createdAt'],
    group: '장비 예약',
  },
  // Staff read the queue; only the portal moves it (offers, lapses, withdrawals), so nobody edits a row.
  access: { read: ownRowsOrStaff('member'), create: nobody, update: nobody, delete: nobody },
  hooks: { afterOperation: [logPersonalDataAccess(ownedBy('member'))] },
  fields: [
    { name: 'member', label: '대기 회원', type: 'relationship', relationTo: 'users', required: true, index: true, admin: readOnly },
    { name: 'equipment', label: '장비', type: 'relationship', relationTo: 'equipment', required: true, index: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'useDate', label: '이용일', type: 'text', required: true, index: true, admin: { ...readOnly, description: 'YYYY-MM-DD' } },
        { name: 'timeRange', label: '이용 시간', type: 'text', required: true, admin: readOnly },
        // The starts of the slots waited for, comma-separated in time order ("10:00,11:00").
        { name: 'slotStarts', label: '대기 시간', type: 'text', required: true, admin: { ...readOnly, hidden: true } },
      ],
    },
    { name: 'startAt', label: '이용 시작', type: 'date', required: true, index: true, admin: { ...readOnly, hidden: true } },
    { name: 'state', label: '상태', type: 'select', options: [...waitlistStates], required: true, defaultValue: 'waiting', index: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'offeredAt', label: '제안 일시', type: 'date', admin: { ...readOnly, ...dayAndTimeDate } },
        { name: 'offerExpiresAt', label: '확정 기한', type: 'date', index: true, admin: { ...readOnly, ...dayAndTimeDate } },
      ],
    },
    { name: 'reservation', label: '확정된 예약', type: 'relationship', relationTo: 'equipment-reservations', admin: readOnly },
    {
      name: 'request',
      label: '신청 내용',
      type: 'group',
      admin: { ...readOnly, description: '대기 신청 때 입력한 예약 내용입니다. 제안을 확정하면 이 내용으로 예약합니다.' },
      fields: [
        { name: 'usageMode', label: '이용 방식', type: 'select', options: [...usageModes], required: true },
        { name: 'purpose', label: '이용 목적', type: 'textarea', required: true, maxLength: 1000 },
        {
          type: 'row',
          fields: [
            { name: 'applicantName', label: '신청자', type: 'text', required: true, maxLength: 50 },
            { name: 'organisation', label: '소속 기관', type: 'text', required: true, maxLength: 100 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'phone', label: '연락처', type: 'text', required: true, maxLength: 30 },
            { name: 'email', label: '이메일', type: 'email', required: true },
          ],
        },
      ],
    },
    createdAtNamed('대기 신청일시'),
  ],
}
