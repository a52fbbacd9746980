import { applicationStates } from '../../../../../contract/applications'
import { labelOf } from '../../../../../contract/equipment-options'
import { transferOutcomes, transferTypes } from '../../../../../contract/tech-transfer'
import type { TransferRequest } from '../../../../payload-types'
import { type ApplicationSheet, lastMove, seoulTime } from '../export-applications'

/** 기술상담 신청 as staff download it, with the outcome columns the office counts its transfers by. */
export const transferSheet: ApplicationSheet<TransferRequest> = {
  header: [
    '신청번호',
    '상태',
    '기술명',
    '기업명',
    '담당자',
    '연락처',
    '이메일',
    '희망 이전 형태',
    '활용 계획',
    '결과',
    '계약 형태',
    '계약일',
    '계약 금액(원)',
    '종료 사유',
    '신청일시',
    '최근 처리일시',
    '최근 처리 사유',
  ],
  searchFields: ['applicationNo', 'title', 'company', 'contactName'],
  row(doc) {
    return [
      doc.applicationNo ?? '',
      labelOf(applicationStates, doc.state),
      doc.title,
      doc.company,
      doc.contactName,
      doc.phone,
      doc.email,
      labelOf(transferTypes, doc.preferredTransferType),
      doc.purpose,
      doc.outcome ? labelOf(transferOutcomes, doc.outcome) : '',
      doc.contractType ? labelOf(transferTypes, doc.contractType) : '',
      doc.contractDate ? seoulTime(doc.contractDate).slice(0, 10) : '',
      doc.contractAmount === null || doc.contractAmount === undefined ? '' : String(doc.contractAmount),
      doc.closeReason ?? '',
      seoulTime(doc.createdAt),
      ...lastMove(doc),
    ]
  },
}
