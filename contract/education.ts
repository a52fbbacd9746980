export const courseModeValues = ['collective', 'online'] as const
export type CourseMode = (typeof courseModeValues)[number]

/**
 * The lifelong-education tracks (평생교육 과정 구분) of /studentSupport/jobTraining, shopTraining and
 * spotTraining: a course may belong to one, or to none when it is only an 산업교육 course.
 */
export const courseTracks = {
  job: '직무능력 향상 교육',
  shop: '실습 중심 교육',
  spot: '현장 맞춤형 교육',
} as const
export type CourseTrack = keyof typeof courseTracks
export const courseTrackValues = Object.keys(courseTracks) as CourseTrack[]

/** Spec §4 education buttons: 신청하기 (blue), 마감 (gray), 대기 신청 (lightgray), or none while not open. */
export type CourseApplyButton = 'apply' | 'closed' | 'waitlist' | 'hidden'

export type CourseState = 'upcoming' | 'open' | 'closed'

export type CourseSummary = {
  id: number
  title: string
  mode: CourseMode
  modeLabel: string
  track: CourseTrack | null
  /** Where the course stands today: 모집예정 before its window, 모집중 in it, 모집마감 after it or when staff closed it. */
  state: CourseState
  stateLabel: string
  summary: string | null
  target: string | null
  location: string | null
  capacity: number | null
  /** Seats no application holds; null when the course takes everyone. */
  seatsLeft: number | null
  /** 수강료 in won; 0 is free. */
  fee: number
  /** Places of the capacity kept for 가족회사 members (0 when none). */
  familySeats: number
  /** 가족회사 members of a tier with the fee waiver pay no fee for this course. */
  familyFeeWaived: boolean
  applyButton: CourseApplyButton
  applyStart: string
  applyEnd: string
  eduStart: string | null
  eduEnd: string | null
  imageUrl: string | null
  imageAlt: string | null
}

/** The member's own open application to a course, shown in its detail instead of the apply button. */
export type MyCourseApplication = { id: number; applicationNo: string; state: string; stateLabel: string; waitlisted: boolean }

export type CourseDetail = CourseSummary & { myApplication: MyCourseApplication | null }
