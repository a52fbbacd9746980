import type { CollectionConfig, FieldHook } from 'payload'
import { advisoryFields } from '../../../../contract/applications'
import { isStaff } from '../../../platform/access/is-staff'
import { nobody } from '../../../platform/access/nobody'
import { dayAndTimeDate } from '../../../platform/fields/date-display'
import { isDay } from '../../../platform/time/kst'
import { ownCompanyRowsOrStaff } from '../access'
import { familyLabels } from '../messages'

const dayField: FieldHook = ({ value }) => {
  if (value === undefined || value === null) return value
  if (typeof value !== 'string' || !isDay(value)) throw new Error('날짜는 2026-12-09처럼 입력해 주세요.')
  return value
}

/**
 * A company's 가족회사 협약: made when staff approve its application (tier, period, agreement number),
 * editable by staff afterwards. A renewal is a new row starting the day after the current one ends.
 * The expiry job marks rows past their end `expired` and mails the 관리자 30 days before.
 */
export const FamilyMemberships: CollectionConfig = {
  slug: 'family-memberships',
  labels: { singular: familyLabels.membership, plural: familyLabels.memberships },
  defaultSort: '-endDate',
  admin: {
    useAsTitle: 'agreementNo',
    defaultColumns: ['agreementNo', 'company', 'tier', 'startDate', 'endDate', 'state', 'listingConsent'],
    listSearchableFields: ['agreementNo'],
    group: familyLabels.group,
    description:
      '승인된 가족회사 협약입니다. 가족회사 신청을 승인하면 자동으로 만들어지며, 기간·등급·협약번호는 여기에서 고칠 수 있습니다. 목록 위의 버튼으로 가족회사 명단을 엑셀 파일로 내려받을 수 있습니다.',
    components: { beforeListTable: ['/domains/family/admin/family-export-link#FamilyExportLink'] },
  },
  access: { read: ownCompanyRowsOrStaff('company'), create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'agreementNo', label: '협약번호', type: 'text', unique: true, admin: { description: '예: 2026-가족-0012' } },
        { name: 'company', label: '기업', type: 'relationship', relationTo: 'companies', required: true, index: true },
        { name: 'tier', label: '등급', type: 'relationship', relationTo: 'family-tiers', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startDate',
          label: '협약 시작일',
          type: 'text',
          required: true,
          index: true,
          hooks: { beforeValidate: [dayField] },
          admin: { description: 'YYYY-MM-DD' },
        },
        {
          name: 'endDate',
          label: '협약 종료일',
          type: 'text',
          required: true,
          index: true,
          hooks: { beforeValidate: [dayField] },
          admin: { description: 'YYYY-MM-DD' },
        },
        { name: 'state', label: '상태', type: 'select', options: [...familyLabels.membershipStates], required: true, defaultValue: 'active', index: true },
      ],
    },
    {
      name: 'listingConsent',
      label: '가족회사 명단 공개 동의',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: '동의한 기업만 공개 가족회사 명단(/cooperation/family)에 보입니다.' },
    },
    { name: 'cooperationFields', label: '협력 분야', type: 'select', hasMany: true, options: [...advisoryFields] },
    { name: 'application', label: '가족회사 신청', type: 'relationship', relationTo: 'family-applications', admin: { readOnly: true } },
    {
      name: 'expiryNoticeAt',
      label: '종료 안내 메일 발송일시',
      type: 'date',
      access: { update: nobody },
      admin: { readOnly: true, ...dayAndTimeDate, description: '종료 30일 전에 기업 관리자에게 한 번 보냅니다.' },
    },
  ],
}
