import type { CollectionConfig, Validate } from 'payload'
import { anyone } from '../../../platform/access/anyone'
import { isStaff } from '../../../platform/access/is-staff'
import { CODE_PATTERN, codeGroups, TRAVEL_ADMIN_GROUP } from '../../../../contract/travel-options'

const codeFormat: Validate = (value) =>
  typeof value === 'string' && CODE_PATTERN.test(value) ? true : '코드는 CD와 숫자 10자리(예: CD0000001258)로 입력해 주세요.'

/**
 * The travel side's common codes (spec §3 "code lists"): goods types and categories, provinces and
 * districts, pass kinds, tour themes, refund reasons and the language codes. Staff keep them; the
 * attractions, passes and tours point at them, and `/codes/{group}` and `/codes-name/{code}` read them.
 */
export const TravelCodes: CollectionConfig = {
  slug: 'travel-codes',
  labels: { singular: '공통 코드', plural: '공통 코드' },
  defaultSort: 'sortOrder',
  admin: {
    useAsTitle: 'codeName',
    defaultColumns: ['group', 'code', 'codeName', 'parent', 'sortOrder', 'active'],
    listSearchableFields: ['code', 'codeName'],
    group: TRAVEL_ADMIN_GROUP,
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'group', label: '코드 구분', type: 'select', options: [...codeGroups], required: true, index: true },
        { name: 'code', label: '코드', type: 'text', required: true, unique: true, validate: codeFormat },
        { name: 'codeName', label: '코드명', type: 'text', required: true, maxLength: 50 },
      ],
    },
    {
      name: 'parent',
      label: '상위 코드',
      type: 'relationship',
      relationTo: 'travel-codes',
      filterOptions: { group: { equals: 'CTPV' } },
      admin: { description: '시군구(SGG) 코드는 속한 시도(CTPV)를 고릅니다.', condition: (data) => data?.group === 'SGG' },
    },
    {
      type: 'row',
      fields: [
        { name: 'sortOrder', label: '표시 순서', type: 'number', required: true, defaultValue: 0 },
        { name: 'active', label: '사용', type: 'checkbox', defaultValue: true, index: true, admin: { description: '끄면 목록과 필터에서 빠집니다.' } },
      ],
    },
  ],
}
