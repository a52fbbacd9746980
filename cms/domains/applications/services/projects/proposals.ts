import type { PayloadRequest } from 'payload'
import type { ApplicationCreated, ProposalDetail, ProposalInput } from '../../../../../contract/applications'
import { AppError, badRequest } from '../../../../platform/http/errors'
import { relationId } from '../../../../platform/data/relation-id'
import type { ProjectProposal, User } from '../../../../payload-types'
import { findApplication } from '../application-doc'
import { programmes } from '../application-registry'
import { fileApplication } from '../file-application'
import { isLiveKeyTaken, liveKeyOf } from '../live-key'
import { resubmitApplication } from '../resubmit-application'
import { memberMoves, toApplicationSummary, toHistory } from '../to-application'
import { readableFiles, checkOwnFiles, settleOwnFiles } from '../../../member-boards'
import { callStateOf } from './call-window'
import { findPublishedCall } from './get-project-call'
import { projectMessages } from './project-messages'
import { benefitRecordOf, familyBenefitOf, familyMessages } from '../../../family'

const programme = programmes.assn
const fileKey = (id: number) => `${programme.kind}:${id}`

type ProposalEdit = Omit<ProposalInput, 'callId' | 'privacyConsent'>

const proposalData = (input: ProposalEdit) => ({
  company: input.company,
  contactName: input.contactName,
  phone: input.phone,
  email: input.email,
  title: input.title,
  summary: input.summary,
  attachments: input.attachmentIds,
})

const checkFiles = (req: PayloadRequest, user: User, input: ProposalEdit, key: string | null) =>
  checkOwnFiles(req, user, input.attachmentIds, 'attachment', key, projectMessages.fileNotUsable)

/**
 * POST /api/v1/applications/assn: a company's proposal to a call that is open today, with its
 * documents, filed as 접수; one going proposal per member and call.
 */
export const fileProposal = async (req: PayloadRequest, user: User, input: ProposalInput): Promise<ApplicationCreated> => {
  if (!input.privacyConsent) throw badRequest(projectMessages.privacyConsentRequired)
  const call = await findPublishedCall(req, input.callId)
  if (callStateOf(call, new Date()) !== 'open') throw new AppError(409, projectMessages.notOpen)
  const benefit = await familyBenefitOf(req, user)
  if (call.familyOnly && !benefit) throw new AppError(403, familyMessages.familyOnlyCall)
  await checkFiles(req, user, input, null)
  try {
    const doc = await fileApplication(req, programme, user, {
      ...proposalData(input),
      call: call.id,
      callTitle: call.title,
      liveKey: liveKeyOf(call.id, user.id),
      privacyAgreedAt: new Date().toISOString(),
      familyPriority: Boolean(call.familyPriority && benefit),
      familyBenefit: benefitRecordOf(benefit) ?? undefined,
    })
    await settleOwnFiles(req, user, input.attachmentIds, fileKey(doc.id))
    return { id: doc.id, applicationNo: doc.applicationNo ?? '' }
  } catch (error) {
    if (isLiveKeyTaken(error)) throw new AppError(409, projectMessages.duplicate)
    throw error
  }
}

/** GET /api/v1/applications/assn/{id}: the proposal with its files and timeline, for its owner and staff. */
export const getProposal = async (req: PayloadRequest, user: User, id: number): Promise<ProposalDetail> => {
  const doc = await findApplication<ProjectProposal>(req, user, programme, id, 1)
  return {
    ...toApplicationSummary(programme, doc),
    ...memberMoves(doc),
    callId: relationId(doc.call),
    callTitle: doc.callTitle,
    company: doc.company,
    contactName: doc.contactName,
    phone: doc.phone,
    email: doc.email,
    summary: doc.summary,
    attachments: readableFiles(doc.attachments),
    history: toHistory(doc),
  }
}

/** PATCH /api/v1/applications/assn/{id}: the revised proposal after 보완요청, also past the deadline, as 재제출. */
export const resubmitProposal = async (req: PayloadRequest, user: User, id: number, input: ProposalEdit): Promise<ApplicationCreated> => {
  const key = fileKey(id)
  const { before, moved } = await resubmitApplication<ProjectProposal>(req, user, programme, id, proposalData(input), () => checkFiles(req, user, input, key))
  await settleOwnFiles(req, user, input.attachmentIds, key)
  const dropped = (before.attachments ?? []).map((file) => relationId(file)).filter((fileId) => !input.attachmentIds.includes(fileId))
  await settleOwnFiles(req, user, dropped, null)
  return { id: moved.id, applicationNo: moved.applicationNo ?? '' }
}
