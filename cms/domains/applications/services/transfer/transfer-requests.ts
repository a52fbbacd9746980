import type { PayloadRequest } from 'payload'
import { myApplicationsWhere, type MyApplicationsQuery } from '../list-my-applications'
import type { ApplicationCreated } from '../../../../../contract/applications'
import { labelOf } from '../../../../../contract/equipment-options'
import {
  type TransferRequestDetail,
  type TransferRequestEdit,
  type TransferRequestInput,
  type TransferRequestSummary,
  transferOutcomes,
  transferTypes,
} from '../../../../../contract/tech-transfer'
import { AppError } from '../../../../platform/http/errors'
import { publishedAnd } from '../../../../platform/data/published'
import { relationId } from '../../../../platform/data/relation-id'
import type { Technology, TransferRequest, User } from '../../../../payload-types'
import { companyOfMember, requireServiceAccess } from '../../../companies'
import { checkOwnFiles, readableFiles, settleOwnFiles } from '../../../member-boards'
import { countTechnology } from '../../../tech-transfer'
import { findApplication } from '../application-doc'
import { programmes } from '../application-registry'
import { fileApplication } from '../file-application'
import { isLiveKeyTaken, liveKeyOf } from '../live-key'
import { resubmitApplication } from '../resubmit-application'
import { memberMoves, toApplicationSummary, toHistory } from '../to-application'
import { transferMessages as m } from './transfer-messages'

const programme = programmes.transfer
const fileKey = (id: number) => `${programme.kind}:${id}`

const requestData = (input: TransferRequestEdit) => ({
  purpose: input.purpose,
  preferredTransferType: input.preferredTransferType,
  company: input.company,
  contactName: input.contactName,
  phone: input.phone,
  email: input.email,
  attachments: input.attachmentIds,
})

const checkFiles = (req: PayloadRequest, user: User, input: TransferRequestEdit, key: string | null) =>
  checkOwnFiles(req, user, input.attachmentIds, 'attachment', key, m.fileNotUsable)

/** The technology as the public catalogue shows it: published, read with the member's own access. */
const findOfferedTechnology = async (req: PayloadRequest, user: User, id: number) => {
  const { docs } = await req.payload.find({
    collection: 'technologies',
    where: publishedAnd({ id: { equals: id } }),
    select: { title: true, availability: true },
    depth: 0,
    draft: false,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    user,
    req,
  })
  const technology = docs[0] as Pick<Technology, 'id' | 'title' | 'availability'> | undefined
  if (!technology) throw new AppError(404, m.technologyNotFound)
  if (technology.availability === 'licensed') throw new AppError(409, m.licensed)
  return technology
}

/**
 * POST /api/v1/applications/transfer: a company's 기술상담 신청 about one technology, filed as 접수;
 * one going request per member and technology. The technology's 문의 count goes up with it, which
 * the catalogue's 인기순 reads.
 */
export const fileTransferRequest = async (req: PayloadRequest, user: User, input: TransferRequestInput): Promise<ApplicationCreated> => {
  // The company rule comes first: a member without one learns how to get one, not what else is missing.
  requireServiceAccess(user, programme.kind)
  if (!input.privacyConsent) throw new AppError(400, m.privacyConsentRequired)
  const technology = await findOfferedTechnology(req, user, input.technologyId)
  await checkFiles(req, user, input, null)
  // Filed on behalf of the member's company, the request names it as the company record does.
  const company = await companyOfMember(req, user)
  try {
    const doc = await fileApplication(req, programme, user, {
      ...requestData({ ...input, company: company?.name ?? input.company }),
      technology: technology.id,
      title: technology.title,
      liveKey: liveKeyOf(technology.id, user.id),
      privacyAgreedAt: new Date().toISOString(),
    })
    await settleOwnFiles(req, user, input.attachmentIds, fileKey(doc.id))
    await countTechnology(req.payload, technology.id, 'inquiries')
    return { id: doc.id, applicationNo: doc.applicationNo ?? '' }
  } catch (error) {
    if (isLiveKeyTaken(error)) throw new AppError(409, m.duplicate)
    throw error
  }
}

const toTransferSummary = (doc: TransferRequest): TransferRequestSummary => ({
  ...toApplicationSummary(programme, doc),
  ...memberMoves(doc),
  technologyId: relationId(doc.technology),
  technologyTitle: doc.title,
})

/** GET /api/v1/applications/transfer/mine: the member's requests, newest first. */
export const listMyTransferRequests = async (req: PayloadRequest, user: User, query: MyApplicationsQuery) => {
  const result = await req.payload.find({
    collection: programme.collection,
    where: myApplicationsWhere(user, query),
    sort: ['-createdAt', '-id'],
    page: query.pageNum,
    limit: query.pageSize,
    depth: 0,
    select: { applicationNo: true, title: true, technology: true, state: true, createdAt: true, updatedAt: true },
    overrideAccess: false,
    user,
    req,
  })
  return { list: result.docs.map((doc) => toTransferSummary(doc as TransferRequest)), total: result.totalDocs }
}

/**
 * GET /api/v1/applications/transfer/{id}: the request with its files and timeline. The member learns
 * whether it ended in a contract, never its terms: those fields are staff's (TransferRequests.ts).
 */
export const getTransferRequest = async (req: PayloadRequest, user: User, id: number): Promise<TransferRequestDetail> => {
  const doc = await findApplication<TransferRequest>(req, user, programme, id, 1)
  return {
    ...toTransferSummary(doc),
    purpose: doc.purpose,
    preferredTransferType: doc.preferredTransferType,
    preferredTransferTypeLabel: labelOf(transferTypes, doc.preferredTransferType),
    company: doc.company,
    contactName: doc.contactName,
    phone: doc.phone,
    email: doc.email,
    attachments: readableFiles(doc.attachments),
    outcome: doc.outcome ?? null,
    outcomeLabel: doc.outcome ? labelOf(transferOutcomes, doc.outcome) : null,
    history: toHistory(doc),
  }
}

/** PATCH /api/v1/applications/transfer/{id}: the revised request after 보완요청, as 재제출. */
export const resubmitTransferRequest = async (req: PayloadRequest, user: User, id: number, input: TransferRequestEdit): Promise<ApplicationCreated> => {
  const key = fileKey(id)
  const { before, moved } = await resubmitApplication<TransferRequest>(req, user, programme, id, requestData(input), () => checkFiles(req, user, input, key))
  await settleOwnFiles(req, user, input.attachmentIds, key)
  const dropped = (before.attachments ?? []).map((file) => relationId(file)).filter((fileId) => !input.attachmentIds.includes(fileId))
  await settleOwnFiles(req, user, dropped, null)
  return { id: moved.id, applicationNo: moved.applicationNo ?? '' }
}
