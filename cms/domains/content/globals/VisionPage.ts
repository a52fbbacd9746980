import { pageGlobal } from '../page-global'
import { livePreview } from '../../../platform/admin/live-preview'

/** 비전 및 목표 (/intro/vision): vision, mission, strategic goals with their tasks, core values. */
export const VisionPage = pageGlobal({
  slug: 'vision-page',
  label: '비전 및 목표',
  path: '/intro/vision',
  livePreview,
  fields: [
    { name: 'statement', label: '비전', type: 'text', required: true, maxLength: 100 },
    { name: 'mission', label: '미션', type: 'textarea', required: true, maxLength: 300 },
    {
      name: 'goals',
      label: '전략 목표',
      labels: { singular: '전략 목표', plural: '전략 목표' },
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'title', label: '목표', type: 'text', required: true, maxLength: 60 },
        {
          name: 'tasks',
          label: '추진 과제',
          labels: { singular: '추진 과제', plural: '추진 과제' },
          type: 'array',
          minRows: 1,
          maxRows: 6,
          fields: [{ name: 'task', label: '과제', type: 'text', required: true, maxLength: 100 }],
        },
      ],
    },
    {
      name: 'values',
      label: '핵심 가치',
      labels: { singular: '핵심 가치', plural: '핵심 가치' },
      type: 'array',
      maxRows: 6,
      fields: [
        { name: 'title', label: '가치', type: 'text', required: true, maxLength: 30 },
        { name: 'description', label: '설명', type: 'text', required: true, maxLength: 100 },
      ],
    },
  ],
})
