import type { User } from '../cms/payload-types'
import { systemAccess } from '../cms/platform/access/system-access'
import { isOpenApplication } from '../cms/domains/applications/transitions'
import { programmes } from '../cms/domains/applications/services/application-registry'
import { applicationNumber } from '../cms/domains/applications/services/file-application'
import { liveKeyOf } from '../cms/domains/applications/services/live-key'
import type { AttachmentKey } from './data/attachments'
import { projectCalls, proposals } from './data/projects'
import { type SeedContext, track } from './lib/context'
import { kstDay, kstDaysAgo } from './lib/dates'
import { buildPdf } from './lib/documents'
import { richText } from './lib/rich-text'

/**
 * The joint-development calls (open, upcoming, closed) and the demo companies' proposals with the
 * history staff would have made, each with its proposal document (no mails: history, not news).
 */
export const seedProjects = async (ctx: SeedContext, users: Map<string, User>, fileIds: Map<AttachmentKey, number>) => {
  const { payload, now } = ctx
  const callIds = new Map<string, { id: number; title: string }>()
  for (const call of projectCalls) {
    const doc = await payload.create({
      collection: 'project-calls',
      data: {
        title: call.title,
        host: call.host,
        summary: call.summary,
        budget: call.budget,
        projectPeriod: call.projectPeriod,
        eligibility: call.eligibility,
        applyStart: kstDay(now, call.apply[0]),
        applyEnd: kstDay(now, call.apply[1]),
        content: richText(call.body),
        attachments: call.attachments.map((key) => fileIds.get(key)!),
        _status: 'published',
      },
      ...systemAccess('seed'),
    })
    callIds.set(call.key, { id: track(ctx, 'project-calls', doc).id, title: doc.title })
  }
  const staff = users.get('staff')!
  for (const [index, proposal] of proposals.entries()) {
    const member = users.get(proposal.member)!
    const call = callIds.get(proposal.call)!
    const history = proposal.moves.map((move, step) => ({
      state: move.state,
      at: kstDaysAgo(now, move.daysAgo, move.hour, (index * 13 + step * 7) % 60),
      by: move.state === 'received' ? member.id : staff.id,
      reason: move.reason ?? null,
    }))
    const state = proposal.moves.at(-1)!.state
    const doc = await payload.create({
      collection: 'project-proposals',
      data: {
        member: member.id,
        call: call.id,
        callTitle: call.title,
        company: proposal.company,
        contactName: member.name,
        phone: member.phone ?? '010-0000-0000',
        email: member.email,
        title: proposal.title,
        summary: proposal.summary,
        liveKey: isOpenApplication(state) ? liveKeyOf(call.id, member.id) : null,
        privacyAgreedAt: history[0]!.at,
        state,
        history,
        createdAt: history[0]!.at,
      },
      ...systemAccess('seed'),
    })
    track(ctx, 'project-proposals', doc)
    const pdf = buildPdf({ title: 'Joint R&D Proposal', lines: proposal.document.lines })
    const file = await payload.create({
      collection: 'post-files',
      data: { owner: member.id, kind: 'attachment', visibility: 'private', attachedTo: `${programmes.assn.kind}:${doc.id}` },
      file: { data: pdf, mimetype: 'application/pdf', name: proposal.document.filename, size: pdf.length },
      ...systemAccess('seed'),
    })
    track(ctx, 'post-files', file)
    await payload.update({
      collection: 'project-proposals',
      id: doc.id,
      data: { applicationNo: applicationNumber(programmes.assn, doc.createdAt, doc.id), attachments: [file.id] },
      ...systemAccess('seed'),
    })
  }
  payload.logger.info(`공동기술개발 공고 ${projectCalls.length}건, 제안서 ${proposals.length}건 생성`)
}
