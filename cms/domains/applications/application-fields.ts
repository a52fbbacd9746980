import type { Field, FieldAccess } from 'payload'
import { applicationStates } from '../../../contract/applications'
import { nobody } from '../../platform/access/nobody'
import { hasStaffRole } from '../../platform/access/roles'
import { createdAtNamed } from '../../platform/fields/created-at'
import { stateHistoryField, staffMemoField } from '../../platform/fields/state-history'

/** What the member wrote is theirs to change (a revision), through the portal's form only. */
export const memberWrites: FieldAccess = ({ req: { user } }) => !hasStaffRole(user)

/** Set once by the services (who applied, the number); no form and no REST call changes them. */
export const fixedOnceFiled = { update: nobody }

/** 신청번호 and 신청 회원: the head of every application's admin screen. */
export const applicationHeadFields = (): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'applicationNo', label: '신청번호', type: 'text', unique: true, access: fixedOnceFiled, admin: { readOnly: true } },
      {
        name: 'member',
        label: '신청 회원',
        type: 'relationship',
        relationTo: 'users',
        required: true,
        index: true,
        access: fixedOnceFiled,
        admin: { readOnly: true },
      },
    ],
  },
]

/**
 * The shared status model of every programme application (docs/decisions.md "신청 상태"): the state
 * with its buttons, the history of every move, the staff memo and 신청일시. Only
 * changeApplicationState writes `state` and `history`: it checks the move, records it and mails the
 * member, so neither the admin form nor REST may write them.
 */
export const applicationStatusFields = (): Field[] => [
  {
    name: 'stateActions',
    type: 'ui',
    admin: { components: { Field: '/domains/applications/admin/application-state-actions#ApplicationStateActions' }, disableListColumn: true },
  },
  {
    name: 'state',
    label: '상태',
    type: 'select',
    options: [...applicationStates],
    required: true,
    defaultValue: 'received',
    index: true,
    access: { update: nobody },
    admin: { readOnly: true, position: 'sidebar' },
  },
  staffMemoField,
  stateHistoryField(applicationStates),
  createdAtNamed('신청일시'),
]
