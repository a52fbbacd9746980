import type {
  ApplicationCreated,
  CourseApplicationCreated,
  CourseApplicationDetail,
  CourseApplicationEdit,
  CourseApplicationInput,
  CourseApplicationSummary,
} from '@contract/applications'
import type { ListData } from '@contract/envelope'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'
import type { MyApplicationsFilter } from '../lib/application-search'

export const MY_COURSE_APPLICATIONS_PAGE_SIZE = 10

export const myCourseApplicationsQueryOptions = (filter: MyApplicationsFilter) =>
  queryOptions({
    queryKey: queryKeys.applications.mine('edu', filter),
    queryFn: ({ signal }) =>
      api.get<ListData<CourseApplicationSummary>>(
        '/applications/edu/mine',
        { ...filter, pageNum: filter.pageNum ?? 1, pageSize: MY_COURSE_APPLICATIONS_PAGE_SIZE },
        { signal },
      ),
  })

export const courseApplicationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.applications.detail('edu', id),
    queryFn: ({ signal }) => api.get<CourseApplicationDetail>(`/applications/edu/${id}`, undefined, { signal }),
  })

/** Applying changes the seats every list shows, so the course lists are read again too. */
export const useApplyToCourse = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CourseApplicationInput) => api.post<CourseApplicationCreated>('/applications/edu', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.education.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.all('edu') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.mypage.counts() }),
      ]),
  })
}

export const useResubmitCourseApplication = (id: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (edit: CourseApplicationEdit) => api.patch<ApplicationCreated>(`/applications/edu/${id}`, edit),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.applications.all('edu') }),
  })
}
