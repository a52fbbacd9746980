import type { PayloadRequest, Where } from 'payload'
import { courseModes, courseStates } from '../../collections/Courses'
import { uploadColumn } from '../../data/computed-columns'
import { readPage } from '../../data/read-page'
import type { CourseMode, CourseSummary } from '../../../contract/education'

const labelOf = (options: { label: string; value: string }[], value: string) => options.find((option) => option.value === value)?.label ?? value

const courseListColumns = {
  fields: ['title', 'mode', 'state', 'summary', 'target', 'location', 'capacity', 'applyStart', 'applyEnd', 'eduStart', 'eduEnd'],
  computed: {
    imageUrl: uploadColumn('image', { table: 'media', value: 'url', size: 'card' }),
    imageAlt: uploadColumn('image', { table: 'media', value: 'alt' }),
  },
} as const

type CourseRow = Omit<CourseSummary, 'modeLabel' | 'stateLabel'>

const toCourseSummary = (course: CourseRow): CourseSummary => ({
  id: course.id,
  title: course.title,
  mode: course.mode,
  modeLabel: labelOf(courseModes, course.mode),
  state: course.state,
  stateLabel: labelOf(courseStates, course.state),
  summary: course.summary ?? null,
  target: course.target ?? null,
  location: course.location ?? null,
  capacity: course.capacity ?? null,
  applyStart: course.applyStart,
  applyEnd: course.applyEnd,
  eduStart: course.eduStart ?? null,
  eduEnd: course.eduEnd ?? null,
  imageUrl: course.imageUrl ?? null,
  imageAlt: course.imageAlt ?? null,
})

type CourseQuery = { pageNum: number; pageSize: number; mode?: CourseMode; searchKeyword?: string }

/** One page of courses as the caller may see them, newest application period first. */
export const listCourses = async (req: PayloadRequest, query: CourseQuery) => {
  const conditions: Where[] = []
  if (query.mode) conditions.push({ mode: { equals: query.mode } })
  if (query.searchKeyword) {
    conditions.push({ or: [{ title: { like: query.searchKeyword } }, { summary: { like: query.searchKeyword } }] })
  }
  const { rows, total } = await readPage(req, {
    collection: 'courses',
    ...courseListColumns,
    where: conditions.length ? { and: conditions } : {},
    sort: ['-applyStart', '-id'],
    page: query.pageNum,
    limit: query.pageSize,
  })
  return { list: rows.map((row) => toCourseSummary(row as unknown as CourseRow)), total }
}
