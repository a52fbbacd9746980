import type { CourseDetail, CourseSummary, CourseTrack } from '@contract/education'
import type { ListData } from '@contract/envelope'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'
import type { CourseListSearch } from '../lib/course-search'

export const COURSE_PAGE_SIZE = 9

/** `track` narrows the list to one lifelong-education track (/studentSupport/jobTraining …). */
export const courseListQueryOptions = (search: Omit<CourseListSearch, 'course'>, track?: CourseTrack) =>
  queryOptions({
    queryKey: queryKeys.education.list({ ...search, track }),
    queryFn: ({ signal }) =>
      api.get<ListData<CourseSummary>>(
        '/education/courses/list',
        { mode: search.mode, track, searchKeyword: search.searchKeyword, pageNum: search.pageNum ?? 1, pageSize: COURSE_PAGE_SIZE },
        { signal },
      ),
  })

/** The detail carries the caller's own application, so each signed-in member has their own copy. */
export const courseDetailQueryOptions = (id: number, loginId: string | null) =>
  queryOptions({
    queryKey: queryKeys.education.detail(id, loginId),
    queryFn: ({ signal }) => api.get<CourseDetail>(`/education/courses/${id}`, undefined, { signal }),
  })
