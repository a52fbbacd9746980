import type { PayloadRequest } from 'payload'
import { applicationStates, type MyProposal, type ProjectCallDetail } from '../../../../../contract/applications'
import { labelOf } from '../../../../../contract/equipment-options'
import { openApplicationStates } from '../../transitions'
import { notFound } from '../../../../platform/http/errors'
import type { File, ProjectCall, ProjectProposal, User } from '../../../../payload-types'
import { richTextToHtml } from '../../../../platform/text/rich-text'
import { toAttachment } from '../../../boards'
import { type PostMarks, readPostMarks } from '../../../content'
import { toCallSummary } from './list-project-calls'
import { projectMessages } from './project-messages'

/** The caller's proposal to the call that is still going, if any (one at most: liveKey). */
const myProposal = async (req: PayloadRequest, callId: number): Promise<MyProposal | null> => {
  const user = req.user as User | null
  if (!user) return null
  const { docs } = await req.payload.find({
    collection: 'project-proposals',
    where: { and: [{ call: { equals: callId } }, { member: { equals: user.id } }, { state: { in: [...openApplicationStates] } }] },
    limit: 1,
    depth: 0,
    select: { applicationNo: true, state: true },
    overrideAccess: false,
    user,
    req,
  })
  const doc = docs[0] as ProjectProposal | undefined
  return doc ? { id: doc.id, applicationNo: doc.applicationNo ?? '', state: doc.state, stateLabel: labelOf(applicationStates, doc.state) } : null
}

/** The published call for anyone (staff too see only what the portal shows); drafts answer 404. */
export const findPublishedCall = async (req: PayloadRequest, id: number, depth = 0) => {
  const call = (await req.payload.findByID({
    collection: 'project-calls',
    id,
    depth,
    draft: false,
    overrideAccess: false,
    user: req.user,
    req,
    disableErrors: true,
  })) as ProjectCall | null
  if (!call || call._status !== 'published') throw notFound(projectMessages.callNotFound)
  return call
}

/** A call read at depth 1 as its detail page shows it, published or (in staff's preview) a draft. */
export const toProjectCallDetail = (call: ProjectCall, myProposal: MyProposal | null, marks: PostMarks): ProjectCallDetail => ({
  ...toCallSummary(call, marks),
  eligibility: call.eligibility ?? '',
  contentHtml: richTextToHtml(call.content),
  attachments: (call.attachments ?? []).filter((file): file is File => typeof file === 'object' && file !== null).map(toAttachment),
  myProposal,
})

/** GET /api/v1/project-calls/{id}: the call in full with its files and the caller's own proposal. */
export const getProjectCall = async (req: PayloadRequest, id: number): Promise<ProjectCallDetail> =>
  toProjectCallDetail(await findPublishedCall(req, id, 1), await myProposal(req, id), await readPostMarks(req.payload))
