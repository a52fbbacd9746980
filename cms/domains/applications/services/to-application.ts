import { type ApplicationState, applicationStates, type ApplicationSummary, type HistoryEntry } from '../../../../contract/applications'
import { labelOf } from '../../../../contract/equipment-options'
import { canMoveApplication, canResubmit } from '../transitions'
import type { ApplicationDoc } from './application-doc'
import type { Programme } from './application-registry'

export const toApplicationSummary = (programme: Programme, doc: ApplicationDoc): ApplicationSummary => ({
  id: doc.id,
  kind: programme.kind,
  applicationNo: doc.applicationNo ?? '',
  title: doc.title,
  state: doc.state,
  stateLabel: labelOf(applicationStates, doc.state),
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

/** The member's timeline: what happened and why, not which staff member did it. */
export const toHistory = (doc: ApplicationDoc): HistoryEntry[] =>
  (doc.history ?? []).map((entry) => ({
    state: entry.state,
    stateLabel: labelOf(applicationStates, entry.state as ApplicationState),
    at: entry.at,
    reason: entry.reason ?? null,
  }))

export const memberMoves = (doc: ApplicationDoc) => ({
  canWithdraw: canMoveApplication('member', doc.state, 'withdrawn'),
  canResubmit: canResubmit(doc.state),
})
