import type { PayloadRequest } from 'payload'
import { systemAccess } from '../../../../platform/access/system-access'
import { isOpenApplication, refusedApplicationMove, dropsApplication } from '../../transitions'
import { kstDay } from '../../../../platform/time/kst'
import { relationId } from '../../../../platform/data/relation-id'
import type { Course, CourseApplication } from '../../../../payload-types'
import { releaseLiveKey } from '../live-key'
import type { ProgrammeRules } from '../programme-rules'
import { educationMessages } from './education-messages'
import { promoteWaiting } from './promote-waiting'
import { releaseSeat } from './course-seats'

/** A course has started from its first day (Seoul); one without a start day has not. */
export const courseStarted = (course: Pick<Course, 'eduStart'>, now: Date) => Boolean(course.eduStart) && kstDay(now) >= kstDay(new Date(course.eduStart!))

export const courseOf = async (req: PayloadRequest, doc: Pick<CourseApplication, 'course'>) =>
  (await req.payload.findByID({ collection: 'courses', id: relationId(doc.course), depth: 0, ...systemAccess('application bookkeeping'), req })) as Course

/** The member may leave a course until it starts, also after staff approved the place. */
export const courseWithdrawalRefusal = (doc: Pick<CourseApplication, 'state'>, course: Pick<Course, 'eduStart'>, now: Date) => {
  if (!isOpenApplication(doc.state)) return refusedApplicationMove(doc.state, 'withdrawn')
  return courseStarted(course, now) ? educationMessages.courseStarted : null
}

/**
 * 산업교육 on the shared status model: leaving is open until the course starts; a waiting
 * application is approved only once it holds a seat; an application that ends without the course
 * (취소, 반려) gives its seat to the first in line and lets the member apply again.
 */
export const courseApplicationRules: ProgrammeRules = {
  withdrawalRefusal: async (req, doc) => courseWithdrawalRefusal(doc, await courseOf(req, doc as CourseApplication), new Date()),
  staffRefusal: (doc, to) => (to === 'approved' && (doc as CourseApplication).waitlisted ? educationMessages.waitingNotApprovable : null),
  afterMove: async (req, doc, to) => {
    if (!dropsApplication(to)) return
    const application = doc as CourseApplication
    await releaseLiveKey(req, 'course-applications', application.id)
    await releaseSeat(req, application.id)
    await promoteWaiting(req, relationId(application.course))
  },
}
