import type { CollectionConfig } from 'payload'
import { keepWhileApplied } from '../../../platform/hooks/keep-while-applied'
import { travelMessages } from '../messages'
import { underPublishedOrStaff } from '../../../platform/access/published-or-staff'
import { isStaff } from '../../../platform/access/is-staff'
import { TRAVEL_ADMIN_GROUP } from '../../../../contract/travel-options'

/**
 * One option of a pass (성인, 청소년 …), the spec's `gdsDtlUid`: its price and how many are left.
 * A purchase takes its quantity off `stock` in one conditional UPDATE, so the last pass is sold
 * once however many buy it at the same moment (cms/domains/travel/services/passes/pass-stock.ts); a refund puts it back.
 */
export const PassOptions: CollectionConfig = {
  slug: 'pass-options',
  labels: { singular: '패스 옵션', plural: '패스 옵션' },
  defaultSort: 'sortOrder',
  admin: {
    useAsTitle: 'optionName',
    defaultColumns: ['pass', 'optionName', 'price', 'stock', 'sortOrder'],
    group: TRAVEL_ADMIN_GROUP,
    description: '남은 수량은 구매될 때마다 줄고 환불되면 늘어납니다. 고쳐 쓰면 그 수가 새 남은 수량이 됩니다.',
  },
  hooks: { beforeDelete: [keepWhileApplied('pass-orders', 'option', travelMessages.keepSoldOption)] },
  access: { read: underPublishedOrStaff('pass'), create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'pass', label: '패스', type: 'relationship', relationTo: 'passes', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'optionName', label: '옵션명', type: 'text', required: true, maxLength: 50, admin: { description: '예: 성인, 청소년, 어린이' } },
        { name: 'price', label: '가격(원)', type: 'number', required: true, min: 0, max: 10_000_000 },
        { name: 'stock', label: '남은 수량', type: 'number', required: true, min: 0, defaultValue: 100 },
        { name: 'sortOrder', label: '표시 순서', type: 'number', required: true, defaultValue: 0 },
      ],
    },
  ],
}
