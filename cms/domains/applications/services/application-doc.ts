import type { PayloadRequest } from 'payload'
import { applicationMessages } from '../messages'
import { AppError } from '../../../platform/http/errors'
import type { AdvisoryRequest, CourseApplication, FamilyApplication, ProjectProposal, TransferRequest, User } from '../../../payload-types'
import type { Programme } from './application-registry'

/** The row of any programme; the collections share the status fields and the applicant's fields. */
export type ApplicationDoc = AdvisoryRequest | CourseApplication | ProjectProposal | FamilyApplication | TransferRequest

/**
 * The application as the caller may read it: the owner and staff; anyone else gets 404, as if it did
 * not exist, so nobody learns which numbers are taken.
 */
export const findApplication = async <T extends ApplicationDoc = ApplicationDoc>(
  req: PayloadRequest,
  user: User,
  programme: Programme,
  id: number,
  depth = 0,
): Promise<T> => {
  const doc = (await req.payload.findByID({
    collection: programme.collection,
    id,
    depth,
    overrideAccess: false,
    user,
    req,
    disableErrors: true,
  })) as T | null
  if (!doc) throw new AppError(404, applicationMessages.notFound)
  return doc
}
