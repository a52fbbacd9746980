import { courseModeValues, type CourseMode } from '@contract/education'
import { toOneOf, toPositiveInt, toText } from '@/lib/search-params'

/** /cooperation/edu's URL state; `course` opens that course's detail over the list (the home cards link to it). */
export type CourseListSearch = {
  pageNum?: number
  searchKeyword?: string
  mode?: CourseMode
  course?: number
}

export const validateCourseListSearch = (search: Record<string, unknown>): CourseListSearch => ({
  pageNum: toPositiveInt(search.pageNum),
  searchKeyword: toText(search.searchKeyword),
  mode: toOneOf(search.mode, courseModeValues),
  course: toPositiveInt(search.course),
})
