import type { PayloadRequest, Where } from 'payload'
import { systemAccess } from '../../../../platform/access/system-access'
import { isOpenApplication, openApplicationStates } from '../../transitions'
import type { Course, CourseApplication } from '../../../../payload-types'
import { queueApplicationMail } from '../application-mail'
import { programmes } from '../application-registry'
import { releaseSeat, seatPlanOf, takeSeat } from './course-seats'
import { educationMessages } from './education-messages'
import { inLockedRow } from '../../../../platform/data/raw-sql'

const live: Where = { state: { in: [...openApplicationStates] } }

/** Enough of the waiting list that a seat only 가족회사 members may take finds one behind the others. */
const WAITING_LOOK_AHEAD = 100

const stillWaiting = async (req: PayloadRequest, courseId: number) => {
  const { docs } = await req.payload.find({
    collection: 'course-applications',
    where: { and: [{ course: { equals: courseId } }, { waitlisted: { equals: true } }, live] },
    sort: ['createdAt', 'id'],
    limit: WAITING_LOOK_AHEAD,
    depth: 0,
    ...systemAccess('application bookkeeping'),
    req,
  })
  return docs as CourseApplication[]
}

/** The first waiting application that gets a seat it may take (a 가족회사 place only for a 가족회사 member). */
const seatFirstFitting = async (req: PayloadRequest, course: Course) => {
  for (const waiting of await stillWaiting(req, course.id)) {
    if (await takeSeat(req, course.id, waiting.id, seatPlanOf(course, Boolean(waiting.familyBenefit?.companyName)))) return waiting
  }
  return undefined
}

/**
 * Gives free seats of a course to its waiting list, first come first served (a place kept for 가족회사 to the first waiting 가족회사 member), and tells each member
 * whose application got one. Runs after a seat is freed and after staff raise the capacity; two runs
 * at once never seat one application twice (takeSeat), and a seat taken for an application that was
 * withdrawn meanwhile is given back and offered to the next.
 */
export const promoteWaiting = async (req: PayloadRequest, courseId: number) => {
  const course = (await req.payload.findByID({ collection: 'courses', id: courseId, depth: 0, ...systemAccess('application bookkeeping'), req })) as Course
  for (;;) {
    const next = await seatFirstFitting(req, course)
    if (!next) return
    const promoted = await inLockedRow(req, 'course-applications', next.id, async () => {
      const { docs } = await req.payload.update({
        collection: 'course-applications',
        where: { and: [{ id: { equals: next.id } }, { waitlisted: { equals: true } }, live] },
        data: {
          waitlisted: false,
          history: [...(next.history ?? []), { state: next.state, at: new Date().toISOString(), by: null, reason: educationMessages.seatGiven }],
        },
        depth: 0,
        ...systemAccess('application bookkeeping'),
        req,
      })
      const seated = docs[0] as CourseApplication | undefined
      if (seated) await queueApplicationMail(req, programmes.edu, seated, educationMessages.seatGiven, educationMessages.seatGivenHeadline)
      return seated
    })
    if (promoted) continue
    const now = (await req.payload.findByID({
      collection: 'course-applications',
      id: next.id,
      depth: 0,
      ...systemAccess('application bookkeeping'),
      req,
    })) as CourseApplication
    // Seated by a run at the same time: the seat is rightly held. Withdrawn meanwhile: give it back.
    if (!isOpenApplication(now.state)) await releaseSeat(req, next.id)
  }
}
