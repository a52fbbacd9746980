import type { PayloadRequest, Where } from 'payload'
import { anyFieldLike } from '../../../../platform/data/keyword-filter'
import { published } from '../../../../platform/data/published'
import { courseModes, courseStates } from '../../collections/Courses'
import { referencingCount, uploadColumn } from '../../../../platform/data/computed-columns'
import { readPage } from '../../../../platform/data/read-page'
import type { CourseApplyButton, CourseMode, CourseState, CourseSummary, CourseTrack } from '../../../../../contract/education'
import { applyButtonOf } from './apply-button'

const labelOf = (options: { label: string; value: string }[], value: string) => options.find((option) => option.value === value)?.label ?? value

export const courseListColumns = {
  fields: [
    'title',
    'mode',
    'track',
    'state',
    'summary',
    'target',
    'location',
    'capacity',
    'fee',
    'familySeats',
    'familyFeeWaived',
    'applyStart',
    'applyEnd',
    'eduStart',
    'eduEnd',
  ],
  computed: {
    seatsHeld: referencingCount('course_seat_locks', 'course'),
    imageUrl: uploadColumn('image', { table: 'media', value: 'url', size: 'card' }),
    imageAlt: uploadColumn('image', { table: 'media', value: 'alt' }),
  },
} as const

/** The stored course as the list and the detail read it. */
export type CourseRow = Omit<CourseSummary, 'modeLabel' | 'stateLabel' | 'seatsLeft' | 'applyButton' | 'fee' | 'familySeats' | 'familyFeeWaived'> & {
  fee?: number | null
  familySeats?: number | null
  familyFeeWaived?: boolean | number | null
  seatsHeld: number
}

/** The state the badge shows agrees with the button: a window that has passed reads 모집마감. */
const stateOfButton: Record<CourseApplyButton, CourseState> = { hidden: 'upcoming', apply: 'open', waitlist: 'open', closed: 'closed' }

export const toCourseSummary = (course: CourseRow, now: Date): CourseSummary => {
  const applyButton = applyButtonOf(course, course.seatsHeld, now)
  const state = stateOfButton[applyButton]
  return {
    id: course.id,
    title: course.title,
    mode: course.mode,
    modeLabel: labelOf(courseModes, course.mode),
    track: course.track ?? null,
    state,
    stateLabel: labelOf(courseStates, state),
    summary: course.summary ?? null,
    target: course.target ?? null,
    location: course.location ?? null,
    capacity: course.capacity ?? null,
    seatsLeft: course.capacity == null ? null : Math.max(0, course.capacity - Number(course.seatsHeld)),
    fee: course.fee ?? 0,
    familySeats: course.familySeats ?? 0,
    familyFeeWaived: Boolean(course.familyFeeWaived),
    applyButton,
    applyStart: course.applyStart,
    applyEnd: course.applyEnd,
    eduStart: course.eduStart ?? null,
    eduEnd: course.eduEnd ?? null,
    imageUrl: course.imageUrl ?? null,
    imageAlt: course.imageAlt ?? null,
  }
}

type CourseQuery = { pageNum: number; pageSize: number; mode?: CourseMode; track?: CourseTrack; searchKeyword?: string }

/** One page of the published courses, newest application period first. */
export const listCourses = async (req: PayloadRequest, query: CourseQuery) => {
  const conditions: Where[] = [published]
  if (query.mode) conditions.push({ mode: { equals: query.mode } })
  if (query.track) conditions.push({ track: { equals: query.track } })
  if (query.searchKeyword) {
    conditions.push(anyFieldLike(query.searchKeyword, ['title', 'summary']))
  }
  const { rows, total } = await readPage(req, {
    collection: 'courses',
    ...courseListColumns,
    where: { and: conditions },
    sort: ['-applyStart', '-id'],
    page: query.pageNum,
    limit: query.pageSize,
  })
  const now = new Date()
  return { list: rows.map((row) => toCourseSummary(row as unknown as CourseRow, now)), total }
}
