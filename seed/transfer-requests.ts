import type { User } from '../cms/payload-types'
import { systemAccess } from '../cms/platform/access/system-access'
import { programmes } from '../cms/domains/applications/services/application-registry'
import { applicationNumber } from '../cms/domains/applications/services/file-application'
import { liveKeyOf } from '../cms/domains/applications/services/live-key'
import { isOpenApplication } from '../cms/domains/applications/transitions'
import { countTechnology } from '../cms/domains/tech-transfer'
import { transferRequests } from './data/transfer-requests'
import { type SeedContext, track } from './lib/context'
import { kstDaysAgo } from './lib/dates'

const seed = systemAccess('seed')

/**
 * The demo members' 기술상담 신청 about seeded technologies, with the history staff would have made
 * in the admin (no mails), each counted as an inquiry of its technology.
 */
export const seedTransferRequests = async (ctx: SeedContext, users: Map<string, User>) => {
  const { payload, now } = ctx
  const staff = users.get('staff')!
  for (const [index, request] of transferRequests.entries()) {
    const member = users.get(request.member)!
    const { docs } = await payload.find({ collection: 'technologies', where: { title: { equals: request.technology } }, limit: 1, depth: 0, ...seed })
    const technology = docs[0]
    if (!technology) throw new Error(`no seeded technology "${request.technology}"`)
    const history = request.moves.map((move, step) => ({
      state: move.state,
      at: kstDaysAgo(now, move.daysAgo, move.hour, (index * 11 + step * 17) % 60),
      by: move.state === 'received' ? member.id : staff.id,
      reason: move.reason ?? null,
    }))
    const state = request.moves.at(-1)!.state
    const { member: _member, technology: _title, moves: _moves, contract, ...fields } = request
    const doc = await payload.create({
      collection: 'transfer-requests',
      data: {
        ...fields,
        technology: technology.id,
        title: technology.title,
        member: member.id,
        liveKey: isOpenApplication(state) ? liveKeyOf(technology.id, member.id) : null,
        privacyAgreedAt: history[0]!.at,
        state,
        history,
        ...(contract
          ? { outcome: 'contract', contractType: contract.type, contractDate: kstDaysAgo(now, contract.daysAgo, 12), contractAmount: contract.amount }
          : {}),
        createdAt: history[0]!.at,
      },
      ...seed,
    })
    track(ctx, 'transfer-requests', doc)
    await payload.update({
      collection: 'transfer-requests',
      id: doc.id,
      data: { applicationNo: applicationNumber(programmes.transfer, doc.createdAt, doc.id) },
      ...seed,
    })
    await countTechnology(payload, technology.id, 'inquiries')
  }
  payload.logger.info(`기술상담 신청 ${transferRequests.length}건 생성`)
}
