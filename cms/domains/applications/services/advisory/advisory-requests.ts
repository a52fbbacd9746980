import type { PayloadRequest } from 'payload'
import { type AdvisoryRequestDetail, type AdvisoryRequestInput, advisoryFields, type ApplicationCreated } from '../../../../../contract/applications'
import { labelOf } from '../../../../../contract/equipment-options'
import { applicationMessages } from '../../messages'
import { badRequest } from '../../../../platform/http/errors'
import { relationId } from '../../../../platform/data/relation-id'
import type { AdvisoryExpert, AdvisoryRequest, User } from '../../../../payload-types'
import { findApplication } from '../application-doc'
import { programmes } from '../application-registry'
import { fileApplication } from '../file-application'
import { resubmitApplication } from '../resubmit-application'
import { memberMoves, toApplicationSummary, toHistory } from '../to-application'
import { readableFiles, checkOwnFiles, settleOwnFiles } from '../../../member-boards'
import { companyOfMember } from '../../../companies'

const programme = programmes.tech
const fileKey = (id: number) => `${programme.kind}:${id}`

/** A preferred expert must be one the public list shows (published), not a draft or a removed one. */
const checkExpert = async (req: PayloadRequest, user: User, id: number | null | undefined) => {
  if (!id) return
  const expert = await req.payload.findByID({
    collection: 'advisory-experts',
    id,
    depth: 0,
    draft: false,
    overrideAccess: false,
    user,
    req,
    disableErrors: true,
  })
  if (!expert || (expert as AdvisoryExpert)._status !== 'published') throw badRequest(applicationMessages.expertUnknown)
}

/** Every rule is checked before the first write, so a refused request leaves nothing half-saved. */
const checkInput = async (req: PayloadRequest, user: User, input: AdvisoryRequestInput, key: string | null) => {
  if (!input.privacyConsent) throw badRequest(applicationMessages.privacyConsentRequired)
  await checkExpert(req, user, input.preferredExpertId)
  await checkOwnFiles(req, user, input.attachmentIds, 'attachment', key, applicationMessages.fileNotUsable)
}

const requestData = (input: AdvisoryRequestInput) => ({
  company: input.company,
  contactName: input.contactName,
  phone: input.phone,
  email: input.email,
  field: input.field,
  title: input.title,
  description: input.description,
  preferredExpert: input.preferredExpertId ?? null,
  attachments: input.attachmentIds,
})

/** POST /api/v1/applications/tech: the company's request, filed as 접수 with its number. */
export const fileAdvisoryRequest = async (req: PayloadRequest, user: User, input: AdvisoryRequestInput): Promise<ApplicationCreated> => {
  await checkInput(req, user, input, null)
  // Filed on behalf of the member's company, the request names it as the company record does.
  const company = await companyOfMember(req, user)
  const doc = await fileApplication(req, programme, user, {
    ...requestData({ ...input, company: company?.name ?? input.company }),
    privacyAgreedAt: new Date().toISOString(),
  })
  await settleOwnFiles(req, user, input.attachmentIds, fileKey(doc.id))
  return { id: doc.id, applicationNo: doc.applicationNo ?? '' }
}

/** The request as its owner (or staff) reads it on my-page, with the timeline and what the member may do. */
export const getAdvisoryRequest = async (req: PayloadRequest, user: User, id: number): Promise<AdvisoryRequestDetail> => {
  const doc = await findApplication<AdvisoryRequest>(req, user, programme, id, 1)
  const expert = typeof doc.preferredExpert === 'object' && doc.preferredExpert ? (doc.preferredExpert as AdvisoryExpert) : null
  return {
    ...toApplicationSummary(programme, doc),
    ...memberMoves(doc),
    company: doc.company,
    contactName: doc.contactName,
    phone: doc.phone,
    email: doc.email,
    field: doc.field,
    fieldLabel: labelOf(advisoryFields, doc.field),
    description: doc.description,
    preferredExpert: expert ? { id: expert.id, name: expert.name, department: expert.department } : null,
    attachments: readableFiles(doc.attachments),
    history: toHistory(doc),
  }
}

/**
 * PATCH /api/v1/applications/tech/{id}: after staff asked for a revision, the owner sends the edited
 * request back; it is saved as the member (only while still 보완요청) and moves to 재제출.
 */
export const resubmitAdvisoryRequest = async (req: PayloadRequest, user: User, id: number, input: AdvisoryRequestInput): Promise<ApplicationCreated> => {
  const key = fileKey(id)
  const { before, moved } = await resubmitApplication<AdvisoryRequest>(req, user, programme, id, requestData(input), () => checkInput(req, user, input, key))
  await settleOwnFiles(req, user, input.attachmentIds, key)
  const dropped = (before.attachments ?? []).map((file) => relationId(file)).filter((fileId) => !input.attachmentIds.includes(fileId))
  await settleOwnFiles(req, user, dropped, null)
  return { id: moved.id, applicationNo: moved.applicationNo ?? '' }
}
