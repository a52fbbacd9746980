import type { CollectionConfig, FieldAccess } from 'payload'
import { logPersonalDataAccess, ownedBy } from '../../access-log'
import { transferOutcomes, transferRequestLimits, transferTypes } from '../../../../contract/tech-transfer'
import { nobody } from '../../../platform/access/nobody'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { onlyPortalForm, staffOrOwnThroughPortalForm } from '../../../platform/access/portal-form'
import { hasStaffRole } from '../../../platform/access/roles'
import { dayAndTimeDate, dayOnlyDate } from '../../../platform/fields/date-display'
import { applicationHeadFields, applicationStatusFields, fixedOnceFiled, memberWrites } from '../application-fields'
import { stampedCompanyField } from '../../companies'
import { type OutcomeInput, outcomeRules } from '../services/transfer/outcome-rules'

/** What a contract was worth and on which terms stays with the office (docs/decisions.md "기술상담 신청"). */
const staffOnly: FieldAccess = ({ req: { user } }) => hasStaffRole(user)
const staffField = { read: staffOnly, create: staffOnly, update: staffOnly }

const whenContract = (_: unknown, siblings: OutcomeInput) => siblings.outcome === 'contract'

/**
 * 기술상담 신청: a company's request about one technology of the catalogue, on the shared status
 * model. Members file and resubmit it through the portal; staff decide in the admin and, on 완료,
 * record whether it ended in a contract, so the office can count its transfers.
 */
export const TransferRequests: CollectionConfig = {
  slug: 'transfer-requests',
  labels: { singular: '기술상담 신청', plural: '기술상담 신청' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['applicationNo', 'title', 'company', 'preferredTransferType', 'state', 'outcome', 'createdAt'],
    listSearchableFields: ['applicationNo', 'title', 'company', 'contactName'],
    group: '산학지원 신청',
    components: { beforeListTable: ['/domains/applications/admin/application-list-bar#ApplicationListBar'] },
    description:
      '보유기술에 대해 기업이 보낸 기술상담 신청입니다. 상세 화면의 신청 처리에서 검토중·보완요청·승인·반려·완료를 처리하면 회원에게 메일이 갑니다. 승인한 신청에는 상담 결과(계약 체결 또는 종료)를 기록한 뒤 완료해 주세요.',
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
          name: 'technology',
          label: '기술',
          type: 'relationship',
          relationTo: 'technologies',
          required: true,
          index: true,
          access: fixedOnceFiled,
          admin: { readOnly: true },
        },
        { name: 'title', label: '기술명', type: 'text', required: true, access: fixedOnceFiled, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'company', label: '기업명', type: 'text', required: true, maxLength: transferRequestLimits.companyMax, access: { update: memberWrites } },
        {
          name: 'contactName',
          label: '담당자',
          type: 'text',
          required: true,
          maxLength: transferRequestLimits.contactNameMax,
          access: { update: memberWrites },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', label: '연락처', type: 'text', required: true, maxLength: 20, access: { update: memberWrites } },
        { name: 'email', label: '이메일', type: 'email', required: true, access: { update: memberWrites } },
      ],
    },
    {
      name: 'preferredTransferType',
      label: '희망 이전 형태',
      type: 'select',
      options: [...transferTypes],
      required: true,
      access: { update: memberWrites },
    },
    { name: 'purpose', label: '활용 계획', type: 'textarea', required: true, maxLength: transferRequestLimits.purposeMax, access: { update: memberWrites } },
    {
      name: 'attachments',
      label: '첨부파일',
      type: 'relationship',
      relationTo: 'post-files',
      hasMany: true,
      maxRows: transferRequestLimits.attachmentsMax,
      access: { update: memberWrites },
    },
    { name: 'liveKey', type: 'text', unique: true, access: { read: nobody, update: nobody }, admin: { hidden: true } },
    { name: 'privacyAgreedAt', label: '개인정보 수집·이용 동의일시', type: 'date', access: fixedOnceFiled, admin: { readOnly: true, ...dayAndTimeDate } },
    ...applicationStatusFields(),
    // Plain fields, not a collapsible: Payload 3.90 left a collapsible's fields out of the form once
    // the history array above held more than one row, so staff could not record the outcome.
    {
      name: 'outcome',
      label: '처리 결과',
      type: 'select',
      admin: { description: '승인한 신청의 계약을 맺었거나 상담을 끝냈으면 기록합니다. 계약 형태·계약일·금액과 종료 사유는 직원에게만 보입니다.' },
      options: [...transferOutcomes],
      index: true,
      access: { create: staffOnly, update: staffOnly },
      validate: (value: unknown, { data }: { data: OutcomeInput }) => outcomeRules.outcome({ ...data, outcome: value as string | null }),
    },
    {
      type: 'row',
      admin: { condition: whenContract },
      fields: [
        {
          name: 'contractType',
          label: '계약 형태',
          type: 'select',
          options: [...transferTypes],
          access: staffField,
          validate: (value: unknown, { siblingData }: { siblingData: OutcomeInput }) =>
            outcomeRules.contractType({ ...siblingData, contractType: value as never }),
        },
        {
          name: 'contractDate',
          label: '계약일',
          type: 'date',
          access: staffField,
          admin: dayOnlyDate,
          validate: (value: unknown, { siblingData }: { siblingData: OutcomeInput }) =>
            outcomeRules.contractDate({ ...siblingData, contractDate: value as never }),
        },
        {
          name: 'contractAmount',
          label: '계약 금액(원)',
          type: 'number',
          min: 0,
          access: staffField,
          validate: (value: unknown, { siblingData }: { siblingData: OutcomeInput }) =>
            outcomeRules.contractAmount({ ...siblingData, contractAmount: value as never }),
        },
      ],
    },
    {
      name: 'closeReason',
      label: '종료 사유',
      type: 'textarea',
      maxLength: 500,
      access: staffField,
      admin: { condition: (_, siblings: OutcomeInput) => siblings.outcome === 'closed' },
      validate: (value: unknown, { siblingData }: { siblingData: OutcomeInput }) => outcomeRules.closeReason({ ...siblingData, closeReason: value as never }),
    },
  ],
}
