import type { CollectionConfig } from 'payload'
import { logPersonalDataAccess, ownedBy } from '../../access-log'
import { isStaff } from '../../../platform/access/is-staff'
import { nobody } from '../../../platform/access/nobody'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { seriesRepeats, weekdays } from '../../../../contract/equipment-options'
import { createdAtNamed } from '../../../platform/fields/created-at'
import { staffMemoField } from '../../../platform/fields/state-history'

/** What the series service wrote stays as it was: the occurrences are the bookings themselves. */
const fixed = { update: nobody }

/**
 * A recurring booking (반복 예약): the rule a member chose and what came of it. Each occurrence is its
 * own booking in 장비 예약 pointing here, approved, cancelled and completed one by one; only the
 * booking service writes a series, staff read it and keep a memo.
 */
export const EquipmentBookingSeries: CollectionConfig = {
  slug: 'equipment-booking-series',
  labels: { singular: '반복 예약', plural: '반복 예약' },
  defaultSort: '-createdAt',
  admin: {
    description: '회원이 한 번에 신청한 반복 예약입니다. 날짜별 예약은 "장비 예약"에서 각각 승인·반려합니다.',
    useAsTitle: 'seriesNo',
    defaultColumns: ['seriesNo', 'equipment', 'member', 'firstDate', 'timeRange', 'occurrences', 'createdAt'],
    listSearchableFields: ['seriesNo'],
    group: '장비 예약',
  },
  access: { read: ownRowsOrStaff('member'), create: nobody, update: isStaff, delete: nobody },
  hooks: { afterOperation: [logPersonalDataAccess(ownedBy('member'))] },
  fields: [
    { name: 'seriesNo', label: '반복 예약번호', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'member', label: '신청 회원', type: 'relationship', relationTo: 'users', required: true, index: true, access: fixed, admin: { readOnly: true } },
    { name: 'equipment', label: '장비', type: 'relationship', relationTo: 'equipment', required: true, index: true, access: fixed, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'repeat', label: '반복', type: 'select', options: [...seriesRepeats], required: true, access: fixed, admin: { readOnly: true } },
        { name: 'weekdays', label: '요일', type: 'select', hasMany: true, options: [...weekdays], access: fixed, admin: { readOnly: true } },
        { name: 'weeks', label: '기간(주)', type: 'number', required: true, access: fixed, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstDate', label: '첫 날짜', type: 'text', required: true, access: fixed, admin: { readOnly: true, description: 'YYYY-MM-DD' } },
        { name: 'timeRange', label: '이용 시간', type: 'text', required: true, access: fixed, admin: { readOnly: true, description: '예: 10:00~12:00' } },
        { name: 'occurrences', label: '신청된 예약 수', type: 'number', required: true, access: fixed, admin: { readOnly: true } },
      ],
    },
    {
      name: 'skipped',
      label: '건너뛴 날짜',
      labels: { singular: '건너뛴 날짜', plural: '건너뛴 날짜' },
      type: 'array',
      access: fixed,
      admin: { readOnly: true, description: '"가능한 날짜만 신청"으로 신청할 때 예약하지 못한 날짜와 그 이유입니다.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'date', label: '날짜', type: 'text', required: true },
            { name: 'reason', label: '사유', type: 'text', required: true },
          ],
        },
      ],
    },
    staffMemoField,
    createdAtNamed('신청일시'),
  ],
}
