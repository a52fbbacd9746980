import type { CollectionConfig } from 'payload'
import { logPersonalDataAccess, ownedBy } from '../../access-log'
import { advisoryFields } from '../../../../contract/applications'
import { nobody } from '../../../platform/access/nobody'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { onlyPortalForm, staffOrOwnThroughPortalForm } from '../../../platform/access/portal-form'
import { dayAndTimeDate } from '../../../platform/fields/date-display'
import { applicationHeadFields, applicationStatusFields, fixedOnceFiled, memberWrites } from '../application-fields'

/**
 * 가족회사 신청: a company's 관리자 applies from /myPage/company for a tier, on the shared status model.
 * Approving it makes the company's 가족회사 협약 (family-memberships). The business registration
 * certificate is a post file only the applicant and staff may read.
 */
export const FamilyApplications: CollectionConfig = {
  slug: 'family-applications',
  labels: { singular: '가족회사 신청', plural: '가족회사 신청' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['applicationNo', 'title', 'company', 'tier', 'listingConsent', 'state', 'createdAt'],
    listSearchableFields: ['applicationNo', 'title', 'contactName'],
    group: '기업·가족회사',
    components: { beforeListTable: ['/domains/applications/admin/application-list-bar#ApplicationListBar'] },
    description:
      '기업 관리자가 신청한 가족회사입니다. 신청 처리에서 승인하면 가족회사 협약이 자동으로 만들어지고(등급·기간·협약번호), 기업 관리자에게 메일이 갑니다.',
  },
  access: { read: ownRowsOrStaff('member'), create: onlyPortalForm, update: staffOrOwnThroughPortalForm('member'), delete: nobody },
  hooks: { afterOperation: [logPersonalDataAccess(ownedBy('member'))] },
  fields: [
    ...applicationHeadFields(),
    {
      type: 'row',
      fields: [
        {
          name: 'company',
          label: '기업',
          type: 'relationship',
          relationTo: 'companies',
          required: true,
          index: true,
          access: fixedOnceFiled,
          admin: { readOnly: true },
        },
        { name: 'tier', label: '신청 등급', type: 'relationship', relationTo: 'family-tiers', required: true, access: { update: memberWrites } },
      ],
    },
    { name: 'title', label: '제목', type: 'text', required: true, access: fixedOnceFiled, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'contactName', label: '담당자', type: 'text', required: true, maxLength: 50, access: { update: memberWrites } },
        { name: 'contactPhone', label: '담당자 연락처', type: 'text', required: true, maxLength: 20, access: { update: memberWrites } },
        { name: 'contactEmail', label: '담당자 이메일', type: 'email', required: true, access: { update: memberWrites } },
      ],
    },
    {
      name: 'cooperationFields',
      label: '협력 분야',
      type: 'select',
      hasMany: true,
      required: true,
      options: [...advisoryFields],
      access: { update: memberWrites },
    },
    { name: 'listingConsent', label: '가족회사 명단 공개 동의', type: 'checkbox', defaultValue: false, access: { update: memberWrites } },
    { name: 'certificate', label: '사업자등록증', type: 'relationship', relationTo: 'post-files', required: true, access: { update: memberWrites } },
    {
      name: 'membership',
      label: '가족회사 협약',
      type: 'relationship',
      relationTo: 'family-memberships',
      access: { update: nobody },
      admin: { readOnly: true, description: '승인하면 만들어지는 협약입니다.' },
    },
    { name: 'privacyAgreedAt', label: '개인정보 수집·이용 동의일시', type: 'date', access: fixedOnceFiled, admin: { readOnly: true, ...dayAndTimeDate } },
    ...applicationStatusFields(),
  ],
}
