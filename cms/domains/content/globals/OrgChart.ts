import type { Field } from 'payload'
import { pageGlobal } from '../page-global'
import { livePreview } from '../../../platform/admin/live-preview'

const position = (name: string, label: string, required: boolean): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'title', label: '직위·기구', type: 'text', required, maxLength: 40, admin: { width: '34%' } },
        { name: 'name', label: '이름', type: 'text', maxLength: 30, admin: { width: '33%' } },
        { name: 'phone', label: '전화', type: 'text', maxLength: 30, admin: { width: '33%' } },
      ],
    },
    { name: 'duty', label: '역할', type: 'text', maxLength: 100 },
  ],
})

/**
 * 조직도 (/intro/chart) as data, so the portal draws it as a chart that reads aloud and reflows on a
 * phone, and staff change a head or a phone number without a designer.
 */
export const OrgChart = pageGlobal({
  slug: 'org-chart',
  label: '조직도',
  path: '/intro/chart',
  livePreview,
  fields: [
    position('head', '단장', true),
    position('deputy', '부단장', false),
    position('committee', '위원회', false),
    {
      name: 'units',
      label: '부서',
      labels: { singular: '부서', plural: '부서' },
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', label: '부서명', type: 'text', required: true, maxLength: 40, admin: { width: '34%' } },
            { name: 'head', label: '부서장', type: 'text', maxLength: 30, admin: { width: '33%' } },
            { name: 'phone', label: '전화', type: 'text', maxLength: 30, admin: { width: '33%' } },
          ],
        },
        {
          name: 'duties',
          label: '담당 업무',
          labels: { singular: '업무', plural: '업무' },
          type: 'array',
          maxRows: 8,
          fields: [{ name: 'duty', label: '업무', type: 'text', required: true, maxLength: 60 }],
        },
      ],
    },
  ],
})
