import type { CollectionConfig } from 'payload'
import { anyone } from '../../../platform/access/anyone'
import { isStaff } from '../../../platform/access/is-staff'
import { familyLabels } from '../messages'

/**
 * 가족회사 등급 (일반 / 우수 / 선도): the yearly fee, the period and the benefits the portal applies by
 * itself — the equipment discount and the course fee waiver. Staff keep them; anyone may read them,
 * as the application form and the public directory show them.
 */
export const FamilyTiers: CollectionConfig = {
  slug: 'family-tiers',
  labels: { singular: familyLabels.tier, plural: familyLabels.tiers },
  defaultSort: 'sortOrder',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'yearlyFee', 'periodMonths', 'equipmentDiscountPercent', 'courseFeeWaived', 'active'],
    group: familyLabels.group,
    description: '가족회사 등급별 연회비·협약 기간·혜택입니다. 장비 할인율과 교육비 면제는 예약과 교육 신청에 자동으로 적용됩니다.',
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'name', label: '등급명', type: 'text', required: true, unique: true, maxLength: 30 },
    {
      type: 'row',
      fields: [
        { name: 'yearlyFee', label: '연회비(원)', type: 'number', required: true, min: 0, defaultValue: 0 },
        { name: 'periodMonths', label: '협약 기간(개월)', type: 'number', required: true, min: 1, max: 60, defaultValue: 12 },
        { name: 'sortOrder', label: '정렬 순서', type: 'number', required: true, defaultValue: 0 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'equipmentDiscountPercent', label: '장비 이용료 할인율(%)', type: 'number', required: true, min: 0, max: 100, defaultValue: 0 },
        { name: 'courseFeeWaived', label: '교육비 면제', type: 'checkbox', defaultValue: false },
        {
          name: 'active',
          label: '신청 가능',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: '끄면 새 신청에서 고를 수 없습니다. 이미 맺은 협약은 그대로 유지됩니다.' },
        },
      ],
    },
    { name: 'benefits', label: '혜택 안내', type: 'textarea', required: true, maxLength: 1000 },
  ],
}
