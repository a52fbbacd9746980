import type { User } from '../cms/payload-types'
import { systemAccess } from '../cms/platform/access/system-access'
import { programmes } from '../cms/domains/applications/services/application-registry'
import { applicationNumber } from '../cms/domains/applications/services/file-application'
import { advisoryExperts, advisoryRequests } from './data/advisory'
import { type SeedContext, track } from './lib/context'
import { kstDaysAgo } from './lib/dates'

/**
 * The advisory pool and the demo members' requests with the history staff would have made in the
 * admin (no mails: the demo moves are history, not news).
 */
export const seedAdvisory = async (ctx: SeedContext, users: Map<string, User>) => {
  const { payload, now } = ctx
  const expertIds: number[] = []
  for (const [index, expert] of advisoryExperts.entries()) {
    const doc = await payload.create({
      collection: 'advisory-experts',
      data: { ...expert, sortOrder: index + 1, _status: 'published' },
      ...systemAccess('seed'),
    })
    expertIds.push(track(ctx, 'advisory-experts', doc).id)
  }
  const staff = users.get('staff')!
  for (const [index, request] of advisoryRequests.entries()) {
    const member = users.get(request.member)!
    const history = request.moves.map((move, step) => ({
      state: move.state,
      at: kstDaysAgo(now, move.daysAgo, move.hour, (index * 7 + step * 13) % 60),
      by: move.state === 'received' ? member.id : staff.id,
      reason: move.reason ?? null,
    }))
    const { member: _member, expert, moves, ...fields } = request
    const doc = await payload.create({
      collection: 'advisory-requests',
      data: {
        ...fields,
        member: member.id,
        preferredExpert: expert === undefined ? null : expertIds[expert],
        privacyAgreedAt: history[0]!.at,
        state: moves.at(-1)!.state,
        history,
        createdAt: history[0]!.at,
      },
      ...systemAccess('seed'),
    })
    track(ctx, 'advisory-requests', doc)
    await payload.update({
      collection: 'advisory-requests',
      id: doc.id,
      data: { applicationNo: applicationNumber(programmes.tech, doc.createdAt, doc.id) },
      ...systemAccess('seed'),
    })
  }
  payload.logger.info(`자문위원 ${advisoryExperts.length}명, 기술자문 신청 ${advisoryRequests.length}건 생성`)
}
