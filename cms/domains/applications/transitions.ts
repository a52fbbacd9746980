import { type ApplicationState, applicationStates, droppedApplicationStates, openApplicationStates } from '../../../contract/applications'
import { labelOf } from '../../../contract/equipment-options'

export type ApplicationActor = 'staff' | 'member'

/**
 * Every state change of an application after it is filed, by who may make it (docs/decisions.md
 * "신청 상태"). Staff review and decide; the member withdraws before approval. Resubmitting is not
 * here: it carries the edited application, so only its programme's service makes it (canResubmit).
 */
const moves: Record<ApplicationActor, Partial<Record<ApplicationState, readonly ApplicationState[]>>> = {
  staff: {
    received: ['review', 'revision', 'approved', 'rejected'],
    review: ['revision', 'approved', 'rejected'],
    resubmitted: ['review', 'revision', 'approved', 'rejected'],
    approved: ['done'],
  },
  member: {
    received: ['withdrawn'],
    review: ['withdrawn'],
    revision: ['withdrawn'],
    resubmitted: ['withdrawn'],
  },
}

export const dropsApplication = (to: ApplicationState) => droppedApplicationStates.includes(to)

// The open states are the contract's, so a domain that only reads applications need not import this one.
export { openApplicationStates }

export const isOpenApplication = (state: ApplicationState) => openApplicationStates.includes(state)

export const canMoveApplication = (actor: ApplicationActor, from: ApplicationState, to: ApplicationState) => moves[actor][from]?.includes(to) ?? false

/** The owner sends an application back, edited, only after staff asked for a revision. */
export const canResubmit = (from: ApplicationState) => from === 'revision'

/** The member reads why in the mail and on the timeline: a bare 반려 or 보완요청 would leave them guessing. */
export const needsReason = (to: ApplicationState) => to === 'revision' || to === 'rejected'

/** Staff's moves out of a state, in the order the admin shows their buttons. */
export const staffMovesFrom = (from: ApplicationState): ApplicationState[] =>
  applicationStates.map((option) => option.value).filter((to) => canMoveApplication('staff', from, to))

const verbs: Record<ApplicationState, string> = {
  received: '접수할',
  review: '검토중으로 바꿀',
  revision: '보완을 요청할',
  resubmitted: '재제출할',
  approved: '승인할',
  rejected: '반려할',
  done: '완료로 처리할',
  withdrawn: '취소할',
}

export const refusedApplicationMove = (from: ApplicationState, to: ApplicationState) =>
  `현재 상태(${labelOf(applicationStates, from)})에서는 ${verbs[to]} 수 없습니다.`
