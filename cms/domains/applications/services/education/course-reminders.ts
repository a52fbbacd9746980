import type { PayloadRequest } from 'payload'
import { formatSeoulDate } from '../../../../../contract/date-format'
import { systemAccess } from '../../../../platform/access/system-access'
import { relationId } from '../../../../platform/data/relation-id'
import { publicOrigin } from '../../../../platform/http/public-origin'
import { addDays, kstDay, kstInstant } from '../../../../platform/time/kst'
import type { Course, CourseApplication } from '../../../../payload-types'
import { notifyOfNotice } from '../../../notifications'
import { programmes } from '../application-registry'
import { educationMessages } from './education-messages'

/**
 * 교육 시작 하루 전 안내: every approved application of a course that starts tomorrow (Seoul) is told
 * once, from the first run of the day before (a run in the night holds 알림톡 and 문자 until the
 * member's quiet hours end). The notification's occurrence key is the application, so runs that overlap — or two job
 * processes — send it once (notify() inserts or skips its delivery rows).
 */
export const sendCourseStartReminders = async (req: PayloadRequest, now = new Date()) => {
  const tomorrow = addDays(kstDay(now), 1)
  const { docs: courses } = await req.payload.find({
    collection: 'courses',
    where: {
      and: [
        { eduStart: { greater_than_equal: kstInstant(tomorrow, '00:00').toISOString() } },
        { eduStart: { less_than: kstInstant(addDays(tomorrow, 1), '00:00').toISOString() } },
      ],
    },
    pagination: false,
    depth: 0,
    ...systemAccess('application bookkeeping'),
    req,
  })
  let sent = 0
  for (const course of courses as Course[]) {
    const { docs } = await req.payload.find({
      collection: 'course-applications',
      where: { and: [{ course: { equals: course.id } }, { state: { equals: 'approved' } }] },
      pagination: false,
      depth: 0,
      ...systemAccess('application bookkeeping'),
      req,
    })
    for (const application of docs as CourseApplication[]) {
      const when = formatSeoulDate(course.eduStart!)
      const link = `${programmes.edu.myPagePath}?id=${application.id}`
      await notifyOfNotice(req, {
        event: 'course.starting-tomorrow',
        member: relationId(application.member)!,
        notice: {
          subject: educationMessages.startsTomorrowHeadline(course.title),
          facts: [`교육명: ${course.title}`, `교육 시작일: ${when}`, ...(course.location ? [`교육 장소: ${course.location}`] : [])],
          followUp: `신청 내역 보기: ${publicOrigin(req)}${link}`,
        },
        link,
        variables: { 교육명: course.title, 교육일시: when, 장소: course.location || educationMessages.locationInNotice },
        key: `course-application:${application.id}:starting-tomorrow`,
      })
      sent += 1
    }
  }
  return { sent }
}
