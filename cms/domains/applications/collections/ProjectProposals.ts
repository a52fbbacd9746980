import type { CollectionConfig } from 'payload'
import { logPersonalDataAccess, ownedBy } from '../../access-log'
import { proposalLimits } from '../../../../contract/applications'
import { nobody } from '../../../platform/access/nobody'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { onlyPortalForm, staffOrOwnThroughPortalForm } from '../../../platform/access/portal-form'
import { dayAndTimeDate } from '../../../platform/fields/date-display'
import { familyBenefitGroup } from '../../family'
import { applicationHeadFields, applicationStatusFields, fixedOnceFiled, memberWrites } from '../application-fields'
import { stampedCompanyField } from '../../companies'

/**
 * 공동기술개발과제 제안서: a company's proposal to one call, with its documents, on the shared status
 * model. Members file it while the call is open and revise it when staff ask; staff decide in the admin.
 */
export const ProjectProposals: CollectionConfig = {
  slug: 'project-proposals',
  labels: { singular: '공동기술개발 제안서', plural: '공동기술개발 제안서' },
  // Staff read the flagged 가족회사 proposals of a priority call first, then the newest.
  defaultSort: ['-familyPriority', '-createdAt'],
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['applicationNo', 'title', 'callTitle', 'company', 'familyPriority', 'state', 'createdAt'],
    listSearchableFields: ['applicationNo', 'title', 'callTitle', 'company', 'contactName'],
    group: '산학지원 신청',
    components: { beforeListTable: ['/domains/applications/admin/application-list-bar#ApplicationListBar'] },
    description:
      '과제 공고에 회원이 제출한 제안서입니다. 상세 화면의 신청 처리에서 검토중·보완요청·승인(선정)·반려를 처리하면 회원에게 메일이 갑니다. 목록 위의 버튼으로 지금 필터한 목록을 엑셀 파일로 내려받을 수 있습니다.',
  },
  access: { read: ownRowsOrStaff('member'), create: onlyPortalForm, update: staffOrOwnThroughPortalForm('member'), delete: nobody },
  hooks: { afterOperation: [logPersonalDataAccess(ownedBy('member'))] },
  fields: [
    ...applicationHeadFields(),
    stampedCompanyField(),
    {
      type: 'row',
      fields: [
        {
          name: 'call',
          label: '과제 공고',
          type: 'relationship',
          relationTo: 'project-calls',
          required: true,
          index: true,
          access: fixedOnceFiled,
          admin: { readOnly: true },
        },
        { name: 'callTitle', label: '공고명', type: 'text', required: true, access: fixedOnceFiled, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'company', label: '기업명', type: 'text', required: true, maxLength: proposalLimits.companyMax, access: { update: memberWrites } },
        { name: 'contactName', label: '담당자', type: 'text', required: true, maxLength: proposalLimits.contactNameMax, access: { update: memberWrites } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', label: '연락처', type: 'text', required: true, maxLength: 20, access: { update: memberWrites } },
        { name: 'email', label: '이메일', type: 'email', required: true, access: { update: memberWrites } },
      ],
    },
    { name: 'title', label: '과제명', type: 'text', required: true, maxLength: proposalLimits.titleMax, access: { update: memberWrites } },
    { name: 'summary', label: '과제 개요', type: 'textarea', required: true, maxLength: proposalLimits.summaryMax, access: { update: memberWrites } },
    {
      name: 'attachments',
      label: '제안서 파일',
      type: 'relationship',
      relationTo: 'post-files',
      hasMany: true,
      maxRows: proposalLimits.attachmentsMax,
      access: { update: memberWrites },
    },
    {
      name: 'familyPriority',
      label: '가족회사 우대',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: { update: nobody },
      admin: { readOnly: true, position: 'sidebar', description: '가족회사 우대 공고에 가족회사가 낸 제안서입니다.' },
    },
    familyBenefitGroup(),
    { name: 'liveKey', type: 'text', unique: true, access: { read: nobody, update: nobody }, admin: { hidden: true } },
    { name: 'privacyAgreedAt', label: '개인정보 수집·이용 동의일시', type: 'date', access: fixedOnceFiled, admin: { readOnly: true, ...dayAndTimeDate } },
    ...applicationStatusFields(),
  ],
}
