import type { CollectionConfig } from 'payload'
import { advisoryFields } from '../../../../contract/applications'
import { isStaff } from '../../../platform/access/is-staff'
import { publishedOrStaff } from '../../../platform/access/published-or-staff'

/**
 * The university's technical advisory pool (/cooperation/advice): professors and researchers by field,
 * so a company can name the one it wants in its request (docs/decisions.md "기술자문"). Their contact
 * stays with the 산학협력단, which arranges every advisory.
 */
export const AdvisoryExperts: CollectionConfig = {
  slug: 'advisory-experts',
  labels: { singular: '자문위원', plural: '자문위원' },
  defaultSort: 'sortOrder',
  versions: { drafts: true, maxPerDoc: 10 },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'field', 'department', 'position', '_status'],
    listSearchableFields: ['name', 'department', 'expertise'],
    group: '산학지원',
    description: '기술자문 페이지(/cooperation/advice)에 공개되는 자문위원입니다. 게시한 위원만 기업이 자문 신청서에서 고를 수 있습니다.',
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', label: '이름', type: 'text', required: true, maxLength: 50 },
        { name: 'field', label: '자문 분야', type: 'select', options: [...advisoryFields], required: true, index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'department', label: '소속', type: 'text', required: true, maxLength: 100, admin: { description: '예: 기계공학과' } },
        { name: 'position', label: '직위', type: 'text', required: true, maxLength: 50, admin: { description: '예: 교수' } },
      ],
    },
    {
      name: 'expertise',
      label: '전문 분야',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: '쉼표로 구분해 적습니다. 예: 금형 설계, 사출 성형' },
    },
    { name: 'career', label: '주요 경력', type: 'textarea', maxLength: 1000 },
    { name: 'photo', label: '사진', type: 'upload', relationTo: 'media' },
    { name: 'sortOrder', label: '표시 순서', type: 'number', defaultValue: 100, index: true, admin: { description: '작은 숫자가 먼저 보입니다.' } },
  ],
}
