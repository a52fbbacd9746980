import type { Field } from 'payload'
import { nobody } from '../../platform/access/nobody'

/**
 * On each stored field rather than on their group: Payload leaves a group's subfields out of the
 * admin form when the group itself carries field access.
 */
export const setAtFiling = { update: nobody }

/**
 * The 가족회사 benefit a booking or an application got when it was filed, stored on it so a later change
 * of tier or an expired membership does not rewrite history. Written by the services only.
 */
export const familyBenefitGroup = (extra: Field[] = []): Field => ({
  name: 'familyBenefit',
  label: '가족회사 혜택',
  type: 'group',
  admin: { readOnly: true, description: '신청 당시 적용된 가족회사 혜택입니다. 등급이 바뀌어도 그대로 남습니다.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', label: '혜택', type: 'text', access: setAtFiling },
        { name: 'companyName', label: '기업', type: 'text', access: setAtFiling },
        { name: 'tierName', label: '등급', type: 'text', access: setAtFiling },
        { name: 'discountPercent', label: '할인율(%)', type: 'number', access: setAtFiling },
      ],
    },
    ...extra,
  ],
})
