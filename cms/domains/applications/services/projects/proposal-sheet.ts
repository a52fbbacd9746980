import { applicationStates } from '../../../../../contract/applications'
import { labelOf } from '../../../../../contract/equipment-options'
import type { ProjectProposal } from '../../../../payload-types'
import { type ApplicationSheet, lastMove, seoulTime } from '../export-applications'

/** 공동기술개발 제안서 as staff download them: filtered to one call, that call's applicants. */
export const proposalSheet: ApplicationSheet<ProjectProposal> = {
  header: ['신청번호', '상태', '공고명', '과제명', '기업명', '담당자', '연락처', '이메일', '제안서 파일 수', '신청일시', '최근 처리일시', '최근 처리 사유'],
  searchFields: ['applicationNo', 'title', 'callTitle', 'company', 'contactName'],
  row(doc) {
    return [
      doc.applicationNo ?? '',
      labelOf(applicationStates, doc.state),
      doc.callTitle,
      doc.title,
      doc.company,
      doc.contactName,
      doc.phone,
      doc.email,
      String(doc.attachments?.length ?? 0),
      seoulTime(doc.createdAt),
      ...lastMove(doc),
    ]
  },
}
