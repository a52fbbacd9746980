import { applicationStates } from '../../../../../contract/applications'
import { labelOf } from '../../../../../contract/equipment-options'
import type { Course, CourseApplication } from '../../../../payload-types'
import { type ApplicationSheet, lastMove, seoulTime } from '../export-applications'

/** 산업교육 신청 as staff download it: filtered to one course, it is that course's roster. */
export const courseApplicationSheet: ApplicationSheet<CourseApplication> = {
  header: [
    '신청번호',
    '상태',
    '대기',
    '과정명',
    '교육 시작일',
    '신청자',
    '소속',
    '연락처',
    '이메일',
    '신청 동기',
    '신청일시',
    '최근 처리일시',
    '최근 처리 사유',
  ],
  searchFields: ['applicationNo', 'title', 'contactName', 'company'],
  row(doc) {
    const course = typeof doc.course === 'object' && doc.course ? (doc.course as Course) : null
    return [
      doc.applicationNo ?? '',
      labelOf(applicationStates, doc.state),
      doc.waitlisted ? '대기' : '',
      doc.title,
      course?.eduStart ? seoulTime(course.eduStart).slice(0, 10) : '',
      doc.contactName,
      doc.company,
      doc.phone,
      doc.email,
      doc.motivation ?? '',
      seoulTime(doc.createdAt),
      ...lastMove(doc),
    ]
  },
}
