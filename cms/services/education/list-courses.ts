import type { PayloadRequest, Where } from 'payload'
import { courseModes, courseStates } from '../../collections/Courses'
import type { CourseMode, CourseSummary } from '../../endpoints/v1/schemas/education'
import type { Course, Media } from '../../payload-types'

const labelOf = (options: { label: string; value: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value

export const toCourseSummary = (course: Course): CourseSummary => {
  const image = course.image && typeof course.image === 'object' ? (course.image as Media) : null
  return {
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
    imageUrl: image?.sizes?.card?.url ?? image?.url ?? null,
    imageAlt: image?.alt ?? null,
  }
}

type CourseQuery = { pageNum: number; pageSize: number; mode?: CourseMode; searchKeyword?: string }

export const listCourses = async (req: PayloadRequest, query: CourseQuery) => {
  const conditions: Where[] = []
  if (query.mode) conditions.push({ mode: { equals: query.mode } })
  if (query.searchKeyword) {
    conditions.push({ or: [{ title: { like: query.searchKeyword } }, { summary: { like: query.searchKeyword } }] })
  }
  const result = await req.payload.find({
    collection: 'courses',
    where: conditions.length ? { and: conditions } : {},
    sort: ['-applyStart', '-id'],
    page: query.pageNum,
    limit: query.pageSize,
    depth: 1,
    draft: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return { list: result.docs.map(toCourseSummary), total: result.totalDocs }
}
