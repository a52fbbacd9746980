import type { CollectionSlug, PayloadRequest, Where } from 'payload'
import type { MyPageCounts } from '../../../../contract/auth'
import { liveReservationStates } from '../../../../contract/equipment-options'
import { openApplicationStates } from '../../applications'
import type { User } from '../../../payload-types'

const sections: Record<keyof MyPageCounts, { collection: CollectionSlug; owner: string; open: Where }> = {
  edu: { collection: 'course-applications', owner: 'member', open: { state: { in: [...openApplicationStates] } } },
  assn: { collection: 'project-proposals', owner: 'member', open: { state: { in: [...openApplicationStates] } } },
  equ: { collection: 'equipment-reservations', owner: 'member', open: { state: { in: [...liveReservationStates] } } },
  tech: { collection: 'advisory-requests', owner: 'member', open: { state: { in: [...openApplicationStates] } } },
  transfer: { collection: 'transfer-requests', owner: 'member', open: { state: { in: [...openApplicationStates] } } },
  // 참가 확정 or 대기: the event is still ahead of them (참석 and 취소 are done with).
  events: { collection: 'event-registrations', owner: 'member', open: { status: { in: ['confirmed', 'waiting'] } } },
  collabo: { collection: 'collaboration-requests', owner: 'author', open: { answerState: { equals: 'waiting' } } },
  qna: { collection: 'inquiries', owner: 'author', open: { answerState: { equals: 'waiting' } } },
}

/** GET /api/v1/mypage/counts: the member's own rows per my-page section, read with their access. */
export const countMyActivity = async (req: PayloadRequest, user: User): Promise<MyPageCounts> => {
  const count = (collection: CollectionSlug, where: Where) =>
    req.payload.count({ collection, where, overrideAccess: false, user, req }).then((result) => result.totalDocs)
  const entries = await Promise.all(
    Object.entries(sections).map(async ([key, section]) => {
      const mine: Where = { [section.owner]: { equals: user.id } }
      const [total, open] = await Promise.all([count(section.collection, mine), count(section.collection, { and: [mine, section.open] })])
      return [key, { total, open }] as const
    }),
  )
  return Object.fromEntries(entries) as MyPageCounts
}
