import { APIError, type CollectionConfig } from 'payload'
import { isStaff } from '../../../platform/access/is-staff'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { dayAndTimeDate } from '../../../platform/fields/date-display'
import { relationId } from '../../../platform/data/relation-id'
import { systemAccess } from '../../../platform/access/system-access'

/**
 * Staff confirm that a member finished the safety training of one piece of equipment; equipment
 * marked "안전교육 이수 필요" books only for members with a row here. `pairKey` keeps one row per pair.
 */
export const SafetyTrainings: CollectionConfig = {
  slug: 'safety-trainings',
  labels: { singular: '안전교육 이수', plural: '장비 안전교육 이수' },
  defaultSort: '-confirmedAt',
  admin: {
    useAsTitle: 'pairKey',
    defaultColumns: ['member', 'equipment', 'confirmedAt', 'confirmedBy'],
    // pairKey holds ids only; staff find a member or equipment with 필터 on those columns instead.
    listSearchableFields: ['note'],
    group: '장비 예약',
    description: '안전교육을 마친 회원을 장비별로 확인합니다. 새로 생성에서 회원과 장비를 고르고 저장하면 확인일시와 확인한 직원이 자동으로 기록됩니다.',
  },
  access: { read: ownRowsOrStaff('member'), create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    beforeValidate: [
      async ({ data, req, originalDoc }) => {
        if (!data) return data
        const pairKey = `${relationId(data.member ?? originalDoc?.member)}:${relationId(data.equipment ?? originalDoc?.equipment)}`
        // The UNIQUE index would refuse it too, but with a message staff cannot act on.
        const same = await req.payload.count({
          collection: 'safety-trainings',
          where: { and: [{ pairKey: { equals: pairKey } }, ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : [])] },
          ...systemAccess('safety training check'),
          req,
        })
        if (same.totalDocs > 0) {
          throw new APIError('이 회원의 이 장비 안전교육 이수는 이미 확인되어 있습니다.', 400, undefined, true)
        }
        return {
          ...data,
          pairKey,
          confirmedAt: data.confirmedAt ?? originalDoc?.confirmedAt ?? new Date().toISOString(),
          confirmedBy: data.confirmedBy ?? originalDoc?.confirmedBy ?? req.user?.id,
        }
      },
    ],
  },
  fields: [
    { name: 'member', label: '회원', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'equipment', label: '장비', type: 'relationship', relationTo: 'equipment', required: true, index: true },
    { name: 'confirmedAt', label: '확인일시', type: 'date', admin: { readOnly: true, ...dayAndTimeDate, description: '저장할 때 자동으로 기록됩니다.' } },
    {
      name: 'confirmedBy',
      label: '확인한 직원',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true, description: '저장한 직원이 자동으로 기록됩니다.' },
    },
    { name: 'note', label: '메모', type: 'text', maxLength: 200 },
    { name: 'pairKey', label: '회원·장비', type: 'text', unique: true, admin: { hidden: true } },
  ],
}
