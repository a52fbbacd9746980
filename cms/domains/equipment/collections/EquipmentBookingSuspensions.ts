import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { logPersonalDataAccess, ownedBy } from '../../access-log'
import { isStaff } from '../../../platform/access/is-staff'
import { nobody } from '../../../platform/access/nobody'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { createdAtNamed } from '../../../platform/fields/created-at'
import { dayAndTimeDate } from '../../../platform/fields/date-display'

/** Who lifted it and when come from the session, not from the form, so the record can be trusted. */
const stampLift: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (data.lifted && !originalDoc?.lifted) return { ...data, liftedAt: new Date().toISOString(), liftedBy: req.user?.id ?? null }
  if (!data.lifted && originalDoc?.lifted) return { ...data, liftedAt: null, liftedBy: null }
  return data
}

/**
 * 예약 정지: a member may book no equipment until `until`. The no-show rule (services/no-shows.ts)
 * writes one when a member reaches the policy's limit; staff lift it here with a reason, or add one
 * by hand. The member sees the end and the reason in the booking dialog and my-page.
 */
export const EquipmentBookingSuspensions: CollectionConfig = {
  slug: 'equipment-booking-suspensions',
  labels: { singular: '예약 정지', plural: '예약 정지' },
  defaultSort: '-createdAt',
  admin: {
    description: '미이용이 정해진 횟수에 이르러 장비 예약이 정지된 회원입니다. "정지 해제"를 체크하고 저장하면 바로 다시 예약할 수 있습니다.',
    defaultColumns: ['member', 'until', 'reason', 'lifted', 'createdAt'],
    // Staff look a suspension up by the member, not by its row number.
    listSearchableFields: ['member.name', 'member.username', 'reason'],
    group: '장비 예약',
  },
  access: { read: ownRowsOrStaff('member'), create: isStaff, update: isStaff, delete: nobody },
  hooks: { beforeChange: [stampLift], afterOperation: [logPersonalDataAccess(ownedBy('member'))] },
  fields: [
    { name: 'member', label: '회원', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'until', label: '정지 종료 일시', type: 'date', required: true, index: true, admin: dayAndTimeDate },
    { name: 'reason', label: '사유', type: 'text', required: true, maxLength: 200, admin: { description: '회원에게 그대로 보입니다.' } },
    { name: 'noShows', label: '미이용 횟수', type: 'number', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'lifted', label: '정지 해제', type: 'checkbox', defaultValue: false, index: true },
        { name: 'liftReason', label: '해제 사유', type: 'text', maxLength: 200 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'liftedAt', label: '해제 일시', type: 'date', admin: { readOnly: true, ...dayAndTimeDate } },
        { name: 'liftedBy', label: '해제한 직원', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
      ],
    },
    createdAtNamed('정지일시'),
  ],
}
