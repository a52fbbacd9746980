import type { CollectionConfig } from 'payload'
import { retentionRules } from '../../../../contract/privacy'
import { isStaff } from '../../../platform/access/is-staff'
import { nobody } from '../../../platform/access/nobody'
import { shownCreatedAt } from '../fields'
import { dayAndTimeDate } from '../../../platform/fields/date-display'
import { notShownToGuests } from '../../../platform/data/content-version'

/**
 * 파기 기록: what the retention job destroyed, by which rule and period, and how much. It names no
 * person and no record, so it can be kept for good; nobody writes or edits it but the job.
 */
export const DestructionRecords: CollectionConfig = {
  slug: 'destruction-records',
  // Nothing a public page shows: a change here keeps the server-rendered pages.
  custom: notShownToGuests,
  labels: { singular: '파기 기록', plural: '파기 기록' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'ruleLabel',
    defaultColumns: ['ruleLabel', 'count', 'filesRemoved', 'periodDays', 'cutoff', 'createdAt'],
    group: '개인정보 보호',
    description: '보유 기간이 지나 자동으로 파기한 개인정보의 기록입니다. 누구의 정보인지는 남기지 않으며 수정하거나 지울 수 없습니다.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'rule',
      label: '파기 규칙',
      type: 'select',
      required: true,
      index: true,
      options: retentionRules.map(({ key, label }) => ({ value: key, label })),
      admin: { readOnly: true },
    },
    { name: 'ruleLabel', label: '대상', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'method', label: '파기 방법', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'count', label: '건수', type: 'number', required: true, admin: { readOnly: true } },
    { name: 'filesRemoved', label: '삭제한 파일 수', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
    { name: 'periodDays', label: '적용한 보유 기간(일)', type: 'number', required: true, admin: { readOnly: true } },
    {
      name: 'cutoff',
      label: '기준 일시',
      type: 'date',
      required: true,
      admin: { readOnly: true, description: '이 일시 이전에 기간이 시작된 정보를 파기했습니다.', ...dayAndTimeDate },
    },
    shownCreatedAt('파기일시'),
  ],
}
