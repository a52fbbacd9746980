import type { CourseMode, CourseSummary } from '@contract/education'
import type { ListData } from '@contract/envelope'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

const HOME_SLIDER_SIZE = 8

export const getCourses = (mode: CourseMode, signal?: AbortSignal) =>
  api.get<ListData<CourseSummary>>('/education/courses/list', { mode, pageNum: 1, pageSize: HOME_SLIDER_SIZE }, { signal })

export const coursesQueryOptions = (mode: CourseMode) =>
  queryOptions({ queryKey: queryKeys.education.slider(mode), queryFn: ({ signal }) => getCourses(mode, signal) })
