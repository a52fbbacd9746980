import type { Field } from 'payload'
import { nobody } from '../../platform/access/nobody'
import { dayAndTimeDate } from '../../platform/fields/date-display'

/**
 * On each field rather than on their groups (Payload leaves a group's subfields out of the admin form
 * when the group carries field access): only recordUsageLog writes them, so the charge always matches
 * the log it was computed from and the rate stored at filing.
 */
const byService = { update: nobody }

/**
 * The usage log staff record on a completed booking, the charge recomputed from it and the number of
 * its statement (docs/decisions.md "이용 기록과 청구"). Shown read-only; the 이용 기록 box above writes them.
 */
export const usageLogFields: Field[] = [
  {
    name: 'usageLogActions',
    type: 'ui',
    admin: { components: { Field: '/domains/equipment/admin/usage-log-panel#UsageLogPanel' }, disableListColumn: true },
  },
  {
    name: 'usageLog',
    label: '이용 기록',
    type: 'group',
    admin: { readOnly: true, description: '사용완료 후 기록한 실제 이용 내용입니다. 위의 이용 기록 입력란에서 저장합니다.' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'actualStartAt', label: '실제 시작', type: 'date', access: byService, admin: dayAndTimeDate },
          { name: 'actualEndAt', label: '실제 종료', type: 'date', access: byService, admin: dayAndTimeDate },
          { name: 'samples', label: '시료 수', type: 'number', access: byService },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'operator', label: '담당 운영자', type: 'text', maxLength: 50, access: byService },
          { name: 'staffHours', label: '운영 인력 시간', type: 'number', access: byService },
        ],
      },
      { name: 'remarks', label: '비고', type: 'textarea', maxLength: 1000, access: byService },
      {
        type: 'row',
        fields: [
          { name: 'recordedAt', label: '기록 일시', type: 'date', access: byService, admin: dayAndTimeDate },
          { name: 'recordedBy', label: '기록한 직원', type: 'relationship', relationTo: 'users', access: byService },
        ],
      },
    ],
  },
  {
    name: 'charge',
    label: '청구 이용료',
    type: 'group',
    admin: { readOnly: true, description: '실제 이용으로 신청 당시의 단가·할인을 다시 계산한 금액입니다. 조정액은 사유와 함께 내역서에 보입니다.' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'units', label: '수량', type: 'number', access: byService },
          { name: 'baseAmount', label: '기본 이용료(원)', type: 'number', access: byService },
          { name: 'discountAmount', label: '할인(원)', type: 'number', access: byService },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'adjustmentAmount', label: '조정액(원)', type: 'number', access: byService },
          { name: 'adjustmentReason', label: '조정 사유', type: 'text', maxLength: 200, access: byService },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'supplyAmount', label: '공급가액(원)', type: 'number', access: byService },
          { name: 'vatAmount', label: '부가세(원)', type: 'number', access: byService },
          { name: 'total', label: '청구 금액(원)', type: 'number', access: byService },
          { name: 'dueDate', label: '납부 기한', type: 'text', access: byService, admin: { description: 'YYYY-MM-DD' } },
        ],
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'statementNo', label: '내역서 번호', type: 'text', unique: true, access: byService, admin: { readOnly: true } },
      { name: 'statementIssuedOn', label: '내역서 발행일', type: 'text', access: byService, admin: { readOnly: true, description: 'YYYY-MM-DD' } },
    ],
  },
]
