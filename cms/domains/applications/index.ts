import type { Endpoint } from 'payload'
import { educationEndpoints } from './endpoints/education'
import { applicationEndpoints } from './endpoints/applications'
import { projectEndpoints } from './endpoints/projects'

/** Programme applications on one status model: technical advisory, industry education courses, joint development calls and proposals, the 가족회사 application and the 기술상담 신청 about a technology. What other domains and the wiring may use; everything else stays inside. */
export { AdvisoryExperts } from './collections/AdvisoryExperts'
export { AdvisoryRequests } from './collections/AdvisoryRequests'
export { CourseApplications } from './collections/CourseApplications'
export { CourseSeatLocks } from './collections/CourseSeatLocks'
export { FamilyApplications } from './collections/FamilyApplications'
export { Courses } from './collections/Courses'
export { courseReminderTask } from './jobs/course-reminder-task'
export { ProjectCalls } from './collections/ProjectCalls'
export { ProjectProposals } from './collections/ProjectProposals'
export { TransferRequests } from './collections/TransferRequests'

export const applicationsEndpoints: Endpoint[] = [...educationEndpoints, ...applicationEndpoints, ...projectEndpoints]
export type { ApplicationDoc } from './services/application-doc'
export { programmes } from './services/application-registry'
export { listCourses } from './services/education/list-courses'
export { listProjectCalls } from './services/projects/list-project-calls'
export { toProjectCallDetail } from './services/projects/get-project-call'
export { openApplicationStates } from './transitions'
