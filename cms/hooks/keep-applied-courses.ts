import { APIError, type CollectionBeforeDeleteHook } from 'payload'
import { systemAccess } from '../access/system-access'

export const keepAppliedCourseMessage = '신청이 있는 교육과정은 삭제할 수 없습니다. 더 받지 않으려면 모집 상태를 모집마감으로 바꿔 주세요.'

/** Members' applications and certificates point at the course, so a course someone applied to stays. */
export const keepAppliedCourses: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'course-applications',
    where: { course: { equals: id } },
    ...systemAccess('application bookkeeping'),
    req,
  })
  if (totalDocs > 0) throw new APIError(keepAppliedCourseMessage, 409, undefined, true)
}
