import type {
  ApplicationCreated,
  ApplicationSummary,
  CourseApplicationCreated,
  CourseApplicationDetail,
  CourseApplicationInput,
  CourseApplicationSummary,
} from '../../contract/applications'
import type { CourseDetail } from '../../contract/education'
import type { ListData } from '../../contract/envelope'
import { kstDay } from '../../cms/platform/time/kst'
import { bearer, requestJson, v1 } from './api'
import { adminLogin } from './members'

const headers = (token: string | null) => (token ? bearer(token) : {})

/** Noon in Seoul `offset` days from today. */
export const dayFrom = (offset: number) => `${kstDay(new Date(Date.now() + offset * 86_400_000))}T03:00:00.000Z`

/** A published course taking applications today, starting in ten days: its id. */
export const createCourse = async (capacity: number | null, overrides: Record<string, unknown> = {}) => {
  const { httpStatus, body } = await requestJson<{ doc: { id: number } }>('/api/courses', {
    method: 'POST',
    headers: bearer(await adminLogin()),
    body: JSON.stringify({
      title: `정원 시험 과정 ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      mode: 'collective',
      state: 'open',
      capacity,
      fee: 50000,
      location: '산학협력관 301호',
      applyStart: dayFrom(-1),
      applyEnd: dayFrom(5),
      eduStart: dayFrom(10),
      eduEnd: dayFrom(12),
      _status: 'published',
      ...overrides,
    }),
  })
  if (httpStatus !== 201) throw new Error(`course not created: ${httpStatus} ${JSON.stringify(body)}`)
  return body.doc.id
}

export const updateCourse = async (id: number, data: Record<string, unknown>) => {
  const { httpStatus, body } = await requestJson(`/api/courses/${id}`, { method: 'PATCH', headers: bearer(await adminLogin()), body: JSON.stringify(data) })
  if (httpStatus !== 200) throw new Error(`course not updated: ${httpStatus} ${JSON.stringify(body)}`)
}

export const courseInput = (courseId: number, overrides: Partial<CourseApplicationInput> = {}): CourseApplicationInput => ({
  courseId,
  contactName: '한가람',
  company: '새솔테크',
  phone: '010-2222-3333',
  email: 'edu@example.com',
  motivation: '스마트공장 담당자로서 실무 역량을 키우고 싶습니다.',
  privacyConsent: true,
  ...overrides,
})

export const applyToCourse = (token: string | null, input: unknown) =>
  v1<CourseApplicationCreated>('/applications/edu', { method: 'POST', headers: headers(token), body: JSON.stringify(input) })

/** A member's new application to the course, through the portal. */
export const appliedToCourse = async (token: string, courseId: number) => {
  const { httpStatus, body } = await applyToCourse(token, courseInput(courseId))
  if (httpStatus !== 200 || !body.data) throw new Error(`application failed: ${httpStatus} ${JSON.stringify(body)}`)
  return body.data
}

export const courseDetail = (token: string | null, id: number) => v1<CourseDetail>(`/education/courses/${id}`, { headers: headers(token) })

export const courseApplication = (token: string | null, id: number) => v1<CourseApplicationDetail>(`/applications/edu/${id}`, { headers: headers(token) })

export const myCourseApplications = (token: string | null) =>
  v1<ListData<CourseApplicationSummary>>('/applications/edu/mine?pageSize=100', { headers: headers(token) })

export const moveCourseApplication = (token: string | null, id: number, to: string, reason?: string) =>
  v1<ApplicationSummary>(`/applications/edu/${id}/state`, { method: 'POST', headers: headers(token), body: JSON.stringify({ to, reason }) })

export const resubmitCourseApplication = (token: string, id: number, input: unknown) =>
  v1<ApplicationCreated>(`/applications/edu/${id}`, { method: 'PATCH', headers: bearer(token), body: JSON.stringify(input) })
