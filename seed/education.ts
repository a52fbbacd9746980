import type { Course, User } from '../cms/payload-types'
import { systemAccess } from '../cms/platform/access/system-access'
import { isOpenApplication } from '../cms/domains/applications/transitions'
import { programmes } from '../cms/domains/applications/services/application-registry'
import { applicationNumber } from '../cms/domains/applications/services/file-application'
import { liveKeyOf } from '../cms/domains/applications/services/live-key'
import { seatKey } from '../cms/domains/applications/services/education/course-seats'
import { courseApplications } from './data/course-applications'
import { type SeedContext, track } from './lib/context'
import { kstDaysAgo } from './lib/dates'

/**
 * The demo members' course applications with the history staff would have made, each holding its
 * seat as the portal's own service would (no mails: the demo moves are history, not news).
 */
export const seedCourseApplications = async (ctx: SeedContext, users: Map<string, User>) => {
  const { payload, now } = ctx
  const { docs: courses } = await payload.find({ collection: 'courses', limit: 100, depth: 0, ...systemAccess('seed') })
  const courseByTitle = new Map((courses as Course[]).map((course) => [course.title, course]))
  const seatsTaken = new Map<number, number>()
  const staff = users.get('staff')!
  for (const [index, application] of courseApplications.entries()) {
    const member = users.get(application.member)!
    const course = courseByTitle.get(application.course)
    if (!course) throw new Error(`seed course "${application.course}" not found`)
    const history = application.moves.map((move, step) => ({
      state: move.state,
      at: kstDaysAgo(now, move.daysAgo, move.hour, (index * 11 + step * 17) % 60),
      by: move.state === 'received' || move.state === 'withdrawn' ? member.id : staff.id,
      reason: move.reason ?? null,
    }))
    const state = application.moves.at(-1)!.state
    const doc = await payload.create({
      collection: 'course-applications',
      data: {
        member: member.id,
        course: course.id,
        title: course.title,
        contactName: member.name,
        company: application.company,
        phone: member.phone ?? '010-0000-0000',
        email: member.email,
        motivation: application.motivation,
        liveKey: isOpenApplication(state) ? liveKeyOf(course.id, member.id) : null,
        privacyAgreedAt: history[0]!.at,
        state,
        history,
        createdAt: history[0]!.at,
      },
      ...systemAccess('seed'),
    })
    track(ctx, 'course-applications', doc)
    await payload.update({
      collection: 'course-applications',
      id: doc.id,
      data: { applicationNo: applicationNumber(programmes.edu, doc.createdAt, doc.id) },
      ...systemAccess('seed'),
    })
    // 취소 gave the seat back; every other demo application holds one (the demo has no waiting list).
    if (!isOpenApplication(state) && state !== 'done') continue
    const seat = (seatsTaken.get(course.id) ?? 0) + 1
    seatsTaken.set(course.id, seat)
    const lock = await payload.create({
      collection: 'course-seat-locks',
      data: { seatKey: seatKey(course.id, seat), course: course.id, application: doc.id },
      ...systemAccess('seed'),
    })
    track(ctx, 'course-seat-locks', lock)
  }
  payload.logger.info(`산업교육 신청 ${courseApplications.length}건 생성`)
}
