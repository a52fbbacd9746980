import { advisoryFields, applicationStates } from '../../../../../contract/applications'
import { labelOf } from '../../../../../contract/equipment-options'
import type { FamilyApplication } from '../../../../payload-types'
import { type ApplicationSheet, lastMove, seoulTime } from '../export-applications'

/** 가족회사 신청 as staff download it from the admin list. */
export const familyApplicationSheet: ApplicationSheet<FamilyApplication> = {
  header: [
    '신청번호',
    '상태',
    '제목',
    '기업',
    '신청 등급',
    '담당자',
    '연락처',
    '이메일',
    '협력 분야',
    '명단 공개',
    '신청일시',
    '최근 처리일시',
    '최근 처리 사유',
  ],
  searchFields: ['applicationNo', 'title', 'contactName'],
  row(doc) {
    return [
      doc.applicationNo ?? '',
      labelOf(applicationStates, doc.state),
      doc.title,
      typeof doc.company === 'object' ? doc.company.name : '',
      typeof doc.tier === 'object' ? doc.tier.name : '',
      doc.contactName,
      doc.contactPhone,
      doc.contactEmail,
      (doc.cooperationFields ?? []).map((value) => labelOf(advisoryFields, value)).join(', '),
      doc.listingConsent ? '동의' : '미동의',
      seoulTime(doc.createdAt),
      ...lastMove(doc),
    ]
  },
}
