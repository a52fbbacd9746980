import { advisoryFields, applicationStates } from '../../../../../contract/applications'
import { labelOf } from '../../../../../contract/equipment-options'
import type { AdvisoryExpert, AdvisoryRequest } from '../../../../payload-types'
import { type ApplicationSheet, lastMove, seoulTime } from '../export-applications'

/** 기술자문 신청 as staff download it from the admin list. */
export const advisorySheet: ApplicationSheet<AdvisoryRequest> = {
  header: [
    '신청번호',
    '상태',
    '자문 제목',
    '기업명',
    '담당자',
    '연락처',
    '이메일',
    '자문 분야',
    '희망 자문위원',
    '신청일시',
    '최근 처리일시',
    '최근 처리 사유',
  ],
  searchFields: ['applicationNo', 'title', 'company', 'contactName'],
  row(doc) {
    const expert = typeof doc.preferredExpert === 'object' && doc.preferredExpert ? (doc.preferredExpert as AdvisoryExpert) : null
    return [
      doc.applicationNo ?? '',
      labelOf(applicationStates, doc.state),
      doc.title,
      doc.company,
      doc.contactName,
      doc.phone,
      doc.email,
      labelOf(advisoryFields, doc.field),
      expert ? `${expert.name} (${expert.department})` : '',
      seoulTime(doc.createdAt),
      ...lastMove(doc),
    ]
  },
}
