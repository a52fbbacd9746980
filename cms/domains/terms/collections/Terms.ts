import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { termsCodeList, termsCodes, type TermsCode } from '../../../../contract/terms'
import { isStaff } from '../../../platform/access/is-staff'
import { publishedOrStaff } from '../../../platform/access/published-or-staff'
import { dayOnlyDate } from '../../../platform/fields/date-display'

/** The list shows "이용약관 제3판" without staff typing the name twice. */
const fillTitle: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const code = (data.code ?? originalDoc?.code) as TermsCode | undefined
  const version = (data.version ?? originalDoc?.version) as string | undefined
  return code && version ? { ...data, title: `${termsCodes[code]} ${version}` } : data
}

/**
 * 약관·정책: every version of the three policies stays, with the day it takes effect. The portal
 * shows the newest published version whose day has come, announces a later one ahead, and lets
 * visitors read the earlier ones — revising a policy means adding a version, not overwriting it.
 */
export const Terms: CollectionConfig = {
  slug: 'terms',
  labels: { singular: '약관·정책', plural: '약관·정책' },
  defaultSort: '-effectiveDate',
  versions: { drafts: true, maxPerDoc: 10 },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'code', 'effectiveDate', '_status'],
    group: '페이지 관리',
    description: '이용약관·개인정보처리방침·이메일무단수집거부의 판(버전)입니다. 개정할 때는 기존 판을 고치지 말고 새 판을 만들어 시행일을 정해 주세요.',
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  hooks: { beforeChange: [fillTitle] },
  fields: [
    { name: 'title', label: '제목', type: 'text', admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          label: '구분',
          type: 'select',
          required: true,
          index: true,
          options: termsCodeList.map((value) => ({ value, label: termsCodes[value] })),
          admin: { width: '34%' },
        },
        { name: 'version', label: '판', type: 'text', required: true, maxLength: 30, admin: { width: '33%', placeholder: '제3판' } },
        { name: 'effectiveDate', label: '시행일', type: 'date', required: true, index: true, admin: { ...dayOnlyDate, width: '33%' } },
      ],
    },
    { name: 'changeNote', label: '개정 사유', type: 'textarea', maxLength: 500, admin: { description: '새 판을 알릴 때 함께 보이는 짧은 설명입니다.' } },
    { name: 'body', label: '본문', type: 'richText', required: true },
  ],
}
