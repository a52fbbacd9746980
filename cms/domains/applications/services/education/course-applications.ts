import type { PayloadRequest } from 'payload'
import { myApplicationsWhere, type MyApplicationsQuery } from '../list-my-applications'
import type { CourseFamilyBenefit } from '../../../../../contract/family-benefit'
import type { ApplicationCreated, CourseApplicationDetail, CourseApplicationEdit, CourseApplicationSummary } from '../../../../../contract/applications'
import { canResubmit, isOpenApplication } from '../../transitions'
import type { Course, CourseApplication, User } from '../../../../payload-types'
import { findApplication } from '../application-doc'
import { programmes } from '../application-registry'
import { resubmitApplication } from '../resubmit-application'
import { toApplicationSummary, toHistory } from '../to-application'
import { storedBenefitRecord } from '../../../family'
import { courseWithdrawalRefusal } from './course-application-rules'

const programme = programmes.edu

const toRow = (doc: CourseApplication, now: Date): CourseApplicationSummary => {
  const course = typeof doc.course === 'object' && doc.course ? (doc.course as Course) : null
  return {
    ...toApplicationSummary(programme, doc),
    courseId: course?.id ?? (doc.course as number),
    eduStart: course?.eduStart ?? null,
    eduEnd: course?.eduEnd ?? null,
    location: course?.location ?? null,
    // A withdrawn or rejected application no longer waits, whatever it did before.
    waitlisted: Boolean(doc.waitlisted) && isOpenApplication(doc.state),
    canWithdraw: courseWithdrawalRefusal(doc, { eduStart: course?.eduStart ?? null }, now) === null,
    canResubmit: canResubmit(doc.state),
    completedAt: doc.state === 'done' ? (doc.history?.findLast((entry) => entry.state === 'done')?.at ?? doc.updatedAt) : null,
  }
}

/** GET /api/v1/applications/edu/mine: the member's course applications with each course's dates. */
export const listMyCourseApplications = async (req: PayloadRequest, user: User, query: MyApplicationsQuery) => {
  const result = await req.payload.find({
    collection: 'course-applications',
    where: myApplicationsWhere(user, query),
    sort: ['-createdAt', '-id'],
    page: query.pageNum,
    limit: query.pageSize,
    depth: 1,
    populate: { courses: { eduStart: true, eduEnd: true, location: true } },
    overrideAccess: false,
    user,
    req,
  })
  const now = new Date()
  return { list: (result.docs as CourseApplication[]).map((doc) => toRow(doc, now)), total: result.totalDocs }
}

const familyBenefitOfDoc = ({ familyBenefit: stored }: CourseApplication): CourseFamilyBenefit | null => {
  const record = storedBenefitRecord(stored)
  return record && { ...record, feeWaived: Boolean(stored?.feeWaived), familySeat: Boolean(stored?.familySeat) }
}

/** GET /api/v1/applications/edu/{id}: one application with its timeline; the certificate reads it too. */
export const getCourseApplication = async (req: PayloadRequest, user: User, id: number): Promise<CourseApplicationDetail> => {
  const doc = await findApplication<CourseApplication>(req, user, programme, id, 1)
  return {
    ...toRow(doc, new Date()),
    contactName: doc.contactName,
    company: doc.company,
    phone: doc.phone,
    email: doc.email,
    motivation: doc.motivation ?? null,
    familyBenefit: familyBenefitOfDoc(doc),
    history: toHistory(doc),
  }
}

/** PATCH /api/v1/applications/edu/{id}: the member's corrected contact details after 보완요청, as 재제출. */
export const resubmitCourseApplication = async (req: PayloadRequest, user: User, id: number, input: CourseApplicationEdit): Promise<ApplicationCreated> => {
  const { moved } = await resubmitApplication(req, user, programme, id, {
    contactName: input.contactName,
    company: input.company,
    phone: input.phone,
    email: input.email,
    motivation: input.motivation ?? null,
  })
  return { id: moved.id, applicationNo: moved.applicationNo ?? '' }
}
