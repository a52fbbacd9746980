import { uploadColumn } from '../../../platform/data/computed-columns'

/** What a card reads of its row, without Payload's per-document pipeline. */
export const technologyCardColumns = {
  fields: [
    'title',
    'summary',
    'field',
    'subField',
    'trl',
    'availability',
    'patentStatus',
    'keywords',
    'inventorNames',
    'views',
    'inquiries',
    'publishedAt',
    'transferTypeList',
  ],
  computed: { thumbnailUrl: uploadColumn('thumbnail', { table: 'media', value: 'url', size: 'card' }) },
} as const
