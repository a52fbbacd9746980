import type { CollectionConfig } from 'payload'
import { logPersonalDataAccess, ownedBy } from '../../access-log'
import { courseApplicationLimits } from '../../../../contract/applications'
import { nobody } from '../../../platform/access/nobody'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { onlyPortalForm, staffOrOwnThroughPortalForm } from '../../../platform/access/portal-form'
import { dayAndTimeDate } from '../../../platform/fields/date-display'
import { familyBenefitGroup, setAtFiling } from '../../family'
import { applicationHeadFields, applicationStatusFields, fixedOnceFiled, memberWrites } from '../application-fields'
import { stampedCompanyField } from '../../companies'

/**
 * 산업교육 수강 신청 (/cooperation/edu): a member's application to one course, on the shared status
 * model. It holds a seat of the course (course-seat-locks) or waits for one (대기); staff approve,
 * and mark it 완료 once the member finished the course, which opens the completion certificate.
 */
export const CourseApplications: CollectionConfig = {
  slug: 'course-applications',
  labels: { singular: '산업교육 신청', plural: '산업교육 신청' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['applicationNo', 'title', 'contactName', 'company', 'waitlisted', 'state', 'createdAt'],
    listSearchableFields: ['applicationNo', 'title', 'contactName', 'company'],
    group: '산학지원 신청',
    components: { beforeListTable: ['/domains/applications/admin/application-list-bar#ApplicationListBar'] },
    description:
      '회원이 신청한 산업교육입니다. 정원이 찬 과정은 대기 신청으로 받고, 자리가 나면 먼저 신청한 대기자가 자리를 받습니다. 교육을 마친 신청을 완료로 처리하면 회원이 수료증을 출력할 수 있습니다.',
  },
  access: { read: ownRowsOrStaff('member'), create: onlyPortalForm, update: staffOrOwnThroughPortalForm('member'), delete: nobody },
  hooks: { afterOperation: [logPersonalDataAccess(ownedBy('member'))] },
  fields: [
    ...applicationHeadFields(),
    stampedCompanyField(),
    {
      name: 'course',
      label: '교육과정',
      type: 'relationship',
      relationTo: 'courses',
      required: true,
      index: true,
      access: fixedOnceFiled,
      admin: { readOnly: true },
    },
    {
      name: 'title',
      label: '과정명',
      type: 'text',
      required: true,
      access: fixedOnceFiled,
      admin: { readOnly: true, description: '신청할 때의 과정명입니다.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'contactName', label: '신청자', type: 'text', required: true, maxLength: courseApplicationLimits.nameMax, access: { update: memberWrites } },
        { name: 'company', label: '소속', type: 'text', required: true, maxLength: courseApplicationLimits.affiliationMax, access: { update: memberWrites } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', label: '연락처', type: 'text', required: true, maxLength: 20, access: { update: memberWrites } },
        { name: 'email', label: '이메일', type: 'email', required: true, access: { update: memberWrites } },
      ],
    },
    { name: 'motivation', label: '신청 동기', type: 'textarea', maxLength: courseApplicationLimits.motivationMax, access: { update: memberWrites } },
    {
      name: 'waitlisted',
      label: '대기',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: { update: nobody },
      admin: { readOnly: true, description: '정원이 차서 자리를 기다리는 신청입니다. 자리가 나면 먼저 신청한 순서대로 자리를 받습니다.' },
    },
    familyBenefitGroup([
      {
        type: 'row',
        fields: [
          { name: 'feeWaived', label: '수강료 면제', type: 'checkbox', defaultValue: false, access: setAtFiling },
          {
            name: 'familySeat',
            label: '가족회사 좌석',
            type: 'checkbox',
            defaultValue: false,
            admin: { description: '가족회사 몫으로 남겨 둔 자리를 받았습니다.' },
          },
        ],
      },
    ]),
    {
      name: 'liveKey',
      type: 'text',
      unique: true,
      access: { read: nobody, update: nobody },
      admin: { hidden: true },
    },
    { name: 'privacyAgreedAt', label: '개인정보 수집·이용 동의일시', type: 'date', access: fixedOnceFiled, admin: { readOnly: true, ...dayAndTimeDate } },
    ...applicationStatusFields(),
  ],
}
