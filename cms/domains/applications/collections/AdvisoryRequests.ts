import type { CollectionConfig } from 'payload'
import { logPersonalDataAccess, ownedBy } from '../../access-log'
import { advisoryFields, advisoryLimits } from '../../../../contract/applications'
import { nobody } from '../../../platform/access/nobody'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { onlyPortalForm, staffOrOwnThroughPortalForm } from '../../../platform/access/portal-form'
import { dayAndTimeDate } from '../../../platform/fields/date-display'
import { applicationHeadFields, applicationStatusFields, fixedOnceFiled, memberWrites } from '../application-fields'
import { stampedCompanyField } from '../../companies'

/**
 * 기술자문 신청 (/cooperation/application): a company's problem, the field and the expert it would like,
 * on the shared status model. Members file and resubmit through the portal; staff decide in the admin.
 */
export const AdvisoryRequests: CollectionConfig = {
  slug: 'advisory-requests',
  labels: { singular: '기술자문 신청', plural: '기술자문 신청' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['applicationNo', 'title', 'company', 'field', 'member', 'state', 'createdAt'],
    listSearchableFields: ['applicationNo', 'title', 'company', 'contactName'],
    group: '산학지원 신청',
    components: { beforeListTable: ['/domains/applications/admin/application-list-bar#ApplicationListBar'] },
    description:
      '기업이 신청한 기술자문입니다. 상세 화면의 신청 처리에서 검토중·보완요청·승인·반려·완료를 처리하면 회원에게 메일이 갑니다. 목록 위의 버튼으로 지금 필터한 목록을 엑셀 파일로 내려받을 수 있습니다.',
  },
  access: { read: ownRowsOrStaff('member'), create: onlyPortalForm, update: staffOrOwnThroughPortalForm('member'), delete: nobody },
  hooks: { afterOperation: [logPersonalDataAccess(ownedBy('member'))] },
  fields: [
    ...applicationHeadFields(),
    stampedCompanyField(),
    {
      type: 'row',
      fields: [
        { name: 'company', label: '기업명', type: 'text', required: true, maxLength: advisoryLimits.companyMax, access: { update: memberWrites } },
        { name: 'contactName', label: '담당자', type: 'text', required: true, maxLength: advisoryLimits.contactNameMax, access: { update: memberWrites } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', label: '연락처', type: 'text', required: true, maxLength: 20, access: { update: memberWrites } },
        { name: 'email', label: '이메일', type: 'email', required: true, access: { update: memberWrites } },
      ],
    },
    { name: 'field', label: '자문 분야', type: 'select', options: [...advisoryFields], required: true, index: true, access: { update: memberWrites } },
    { name: 'title', label: '자문 제목', type: 'text', required: true, maxLength: advisoryLimits.titleMax, access: { update: memberWrites } },
    {
      name: 'description',
      label: '자문 요청 내용',
      type: 'textarea',
      required: true,
      maxLength: advisoryLimits.descriptionMax,
      access: { update: memberWrites },
    },
    { name: 'preferredExpert', label: '희망 자문위원', type: 'relationship', relationTo: 'advisory-experts', access: { update: memberWrites } },
    {
      name: 'attachments',
      label: '첨부파일',
      type: 'relationship',
      relationTo: 'post-files',
      hasMany: true,
      maxRows: advisoryLimits.attachmentsMax,
      access: { update: memberWrites },
    },
    { name: 'privacyAgreedAt', label: '개인정보 수집·이용 동의일시', type: 'date', access: fixedOnceFiled, admin: { readOnly: true, ...dayAndTimeDate } },
    ...applicationStatusFields(),
  ],
}
