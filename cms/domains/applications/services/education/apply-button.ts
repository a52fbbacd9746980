import type { CourseApplyButton } from '../../../../../contract/education'
import { kstDay } from '../../../../platform/time/kst'
import type { Course } from '../../../../payload-types'

/** Spec §4's button for a course now: hidden before the window, 마감 after it, 대기 신청 when full. */
export const applyButtonOf = (course: Pick<Course, 'state' | 'applyStart' | 'applyEnd' | 'capacity'>, held: number, now: Date): CourseApplyButton => {
  const today = kstDay(now)
  if (course.state === 'upcoming' || today < kstDay(new Date(course.applyStart))) return 'hidden'
  if (course.state === 'closed' || today > kstDay(new Date(course.applyEnd))) return 'closed'
  return course.capacity != null && held >= course.capacity ? 'waitlist' : 'apply'
}
