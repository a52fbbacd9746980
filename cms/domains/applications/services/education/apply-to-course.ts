import type { PayloadRequest } from 'payload'
import type { CourseApplicationCreated, CourseApplicationInput } from '../../../../../contract/applications'
import { AppError, badRequest, notFound } from '../../../../platform/http/errors'
import type { Course, CourseApplication, User } from '../../../../payload-types'
import { programmes } from '../application-registry'
import { fileApplication } from '../file-application'
import { isLiveKeyTaken, liveKeyOf } from '../live-key'
import { applyButtonOf } from './apply-button'
import { seatPlanOf, seatsHeld, takeSeat } from './course-seats'
import { familyBenefitOf } from '../../../family'
import { educationMessages } from './education-messages'

/**
 * POST /api/v1/applications/edu: the member applies to an open course. A seat is taken in the
 * database (course-seats.ts), so simultaneous applications never exceed the capacity; when none is
 * left the application waits (대기). One live application per member and course (UNIQUE liveKey).
 */
export const applyToCourse = async (req: PayloadRequest, user: User, input: CourseApplicationInput): Promise<CourseApplicationCreated> => {
  if (!input.privacyConsent) throw badRequest(educationMessages.privacyConsentRequired)
  const course = (await req.payload.findByID({
    collection: 'courses',
    id: input.courseId,
    depth: 0,
    draft: false,
    overrideAccess: false,
    user,
    req,
    disableErrors: true,
  })) as Course | null
  if (!course || course._status !== 'published') throw notFound(educationMessages.courseNotFound)
  const button = applyButtonOf(course, await seatsHeld(req, course.id), new Date())
  if (button === 'hidden' || button === 'closed') throw new AppError(409, educationMessages.notOpen)
  const benefit = await familyBenefitOf(req, user)
  try {
    const doc = (await fileApplication(
      req,
      programmes.edu,
      user,
      {
        course: course.id,
        title: course.title,
        contactName: input.contactName,
        company: input.company,
        phone: input.phone,
        email: input.email,
        motivation: input.motivation ?? null,
        liveKey: liveKeyOf(course.id, user.id),
        privacyAgreedAt: new Date().toISOString(),
        familyBenefit: benefit
          ? {
              label: benefit.label,
              companyName: benefit.companyName,
              tierName: benefit.tierName,
              discountPercent: benefit.discountPercent,
              // Waived only where the course offers it and the tier brings it; a free course waives nothing.
              feeWaived: Boolean(course.familyFeeWaived && benefit.courseFeeWaived && (course.fee ?? 0) > 0),
            }
          : undefined,
      },
      async (created) => {
        const seat = await takeSeat(req, course.id, created.id, seatPlanOf(course, benefit !== null))
        return { waitlisted: !seat, ...(benefit ? { familyBenefit: { ...(created as CourseApplication).familyBenefit, familySeat: seat === 'family' } } : {}) }
      },
    )) as CourseApplication
    return { id: doc.id, applicationNo: doc.applicationNo ?? '', waitlisted: Boolean(doc.waitlisted) }
  } catch (error) {
    if (isLiveKeyTaken(error)) throw new AppError(409, educationMessages.duplicate)
    throw error
  }
}
