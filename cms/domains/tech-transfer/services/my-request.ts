import type { PayloadRequest } from 'payload'
import { applicationStates, openApplicationStates } from '../../../../contract/applications'
import { labelOf } from '../../../../contract/equipment-options'
import type { TechnologyDetail } from '../../../../contract/tech-transfer'
import type { User } from '../../../payload-types'

/**
 * The caller's own 기술상담 신청 about a technology that is still going, for the technology's page
 * (TechnologyDetail.myRequest): the page shows it instead of a second form. Null for a guest.
 */
export const myOpenTransferRequest = async (req: PayloadRequest, user: User | null, technologyId: number): Promise<TechnologyDetail['myRequest']> => {
  if (!user) return null
  const { docs } = await req.payload.find({
    collection: 'transfer-requests',
    where: { and: [{ member: { equals: user.id } }, { technology: { equals: technologyId } }, { state: { in: [...openApplicationStates] } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    select: { applicationNo: true, state: true },
    overrideAccess: false,
    user,
    req,
  })
  const doc = docs[0]
  return doc ? { id: doc.id, applicationNo: doc.applicationNo ?? '', state: doc.state, stateLabel: labelOf(applicationStates, doc.state) } : null
}
