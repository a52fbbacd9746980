import type { PayloadRequest } from 'payload'
import { publishedAnd } from '../../../../platform/data/published'
import { applicationStates } from '../../../../../contract/applications'
import type { CourseDetail, MyCourseApplication } from '../../../../../contract/education'
import { labelOf } from '../../../../../contract/equipment-options'
import { openApplicationStates } from '../../transitions'
import { readPage } from '../../../../platform/data/read-page'
import { notFound } from '../../../../platform/http/errors'
import type { CourseApplication, User } from '../../../../payload-types'
import { educationMessages } from './education-messages'
import { courseListColumns, type CourseRow, toCourseSummary } from './list-courses'

/** The caller's application to the course that is still going, if any (one at most: liveKey). */
const myOpenApplication = async (req: PayloadRequest, courseId: number): Promise<MyCourseApplication | null> => {
  const user = req.user as User | null
  if (!user) return null
  const { docs } = await req.payload.find({
    collection: 'course-applications',
    where: { and: [{ course: { equals: courseId } }, { member: { equals: user.id } }, { state: { in: [...openApplicationStates] } }] },
    limit: 1,
    depth: 0,
    select: { applicationNo: true, state: true, waitlisted: true },
    overrideAccess: false,
    user,
    req,
  })
  const doc = docs[0] as CourseApplication | undefined
  if (!doc) return null
  return {
    id: doc.id,
    applicationNo: doc.applicationNo ?? '',
    state: doc.state,
    stateLabel: labelOf(applicationStates, doc.state),
    waitlisted: Boolean(doc.waitlisted),
  }
}

/** GET /api/v1/education/courses/{id}: the education detail modal, with the caller's own application. */
export const getCourse = async (req: PayloadRequest, id: number): Promise<CourseDetail> => {
  const { rows } = await readPage(req, {
    collection: 'courses',
    ...courseListColumns,
    where: publishedAnd({ id: { equals: id } }),
    sort: ['id'],
    page: 1,
    limit: 1,
    withTotal: false,
  })
  const row = rows[0] as unknown as CourseRow | undefined
  if (!row) throw notFound(educationMessages.courseNotFound)
  return { ...toCourseSummary(row, new Date()), myApplication: await myOpenApplication(req, id) }
}
