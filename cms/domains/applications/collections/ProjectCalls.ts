import type { CollectionConfig } from 'payload'
import { livePreview } from '../../../platform/admin/live-preview'
import { isStaff } from '../../../platform/access/is-staff'
import { publishedOrStaff } from '../../../platform/access/published-or-staff'
import { attachmentsField } from '../../../platform/fields/board-post'
import { dayOnlyDate } from '../../../platform/fields/date-display'
import { keepWhileApplied } from '../../../platform/hooks/keep-while-applied'

/**
 * 공동기술개발과제 공고 (/cooperation/assn): what a call funds, for whom and until when. Its window
 * opens and closes by date on its own; members send proposals (project-proposals) while it is open.
 */
export const ProjectCalls: CollectionConfig = {
  slug: 'project-calls',
  labels: { singular: '과제 공고', plural: '과제 공고' },
  defaultSort: '-applyStart',
  versions: { drafts: true, maxPerDoc: 10 },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'host', 'applyStart', 'applyEnd', '_status'],
    listSearchableFields: ['title', 'host'],
    group: '산학지원',
    livePreview,
    description: '공동기술개발과제 공고입니다. 접수 기간 동안 회원이 제안서를 제출할 수 있고, 기간은 날짜에 따라 저절로 열리고 닫힙니다.',
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  hooks: { beforeDelete: [keepWhileApplied('project-proposals', 'call', '제안서가 접수된 공고는 삭제할 수 없습니다. 접수 마감일을 앞당겨 마감해 주세요.')] },
  fields: [
    { name: 'title', label: '공고명', type: 'text', required: true, maxLength: 200 },
    { name: 'host', label: '주관·지원 기관', type: 'text', maxLength: 100 },
    { name: 'summary', label: '공고 요약', type: 'textarea', required: true, maxLength: 500, admin: { description: '목록에 보이는 두세 줄 요약입니다.' } },
    {
      type: 'row',
      fields: [
        { name: 'budget', label: '지원 규모', type: 'text', required: true, maxLength: 100, admin: { placeholder: '과제당 최대 5,000만 원' } },
        { name: 'projectPeriod', label: '수행 기간', type: 'text', required: true, maxLength: 100, admin: { placeholder: '협약일로부터 8개월' } },
      ],
    },
    { name: 'eligibility', label: '지원 자격', type: 'textarea', required: true, maxLength: 1000 },
    {
      type: 'row',
      fields: [
        {
          name: 'familyOnly',
          label: '가족회사 전용',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: '켜면 가족회사로 협약된 기업의 구성원만 제안서를 낼 수 있습니다.' },
        },
        {
          name: 'familyPriority',
          label: '가족회사 우대',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: '켜면 가족회사의 제안서에 우대 표시가 붙고 관리자 목록에서 먼저 보입니다.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'applyStart', label: '접수 시작일', type: 'date', required: true, index: true, admin: dayOnlyDate },
        { name: 'applyEnd', label: '접수 마감일', type: 'date', required: true, admin: dayOnlyDate },
      ],
    },
    { name: 'content', label: '공고 내용', type: 'richText', required: true },
    attachmentsField,
  ],
}
