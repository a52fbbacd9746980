import type { ArrayField, FieldAccess, TextareaField } from 'payload'
import { nobody } from '../access/nobody'
import { hasStaffRole } from '../access/roles'
import { dayAndTimeDate } from './date-display'

const staffOnly: FieldAccess = ({ req: { user } }) => hasStaffRole(user)

/**
 * 처리 이력: every state a booking or an application went through, when, by whom and why. Only the
 * service that moves the state appends to it, so no form or REST call writes it.
 */
export const stateHistoryField = (states: readonly { label: string; value: string }[]): ArrayField => ({
  name: 'history',
  label: '처리 이력',
  labels: { singular: '처리 이력', plural: '처리 이력' },
  type: 'array',
  access: { update: nobody },
  admin: { readOnly: true },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'state', label: '상태', type: 'select', options: [...states], required: true },
        { name: 'at', label: '일시', type: 'date', required: true, admin: dayAndTimeDate },
        { name: 'by', label: '처리자', type: 'relationship', relationTo: 'users' },
      ],
    },
    { name: 'reason', label: '사유', type: 'text', maxLength: 500 },
  ],
})

/** Staff's own note on a booking or an application; the member never sees it. */
export const staffMemoField: TextareaField = {
  name: 'staffMemo',
  label: '직원 메모',
  type: 'textarea',
  maxLength: 2000,
  access: { read: staffOnly, update: staffOnly },
  admin: { description: '회원에게 보이지 않습니다.' },
}
