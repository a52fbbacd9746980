import type { PayloadRequest } from 'payload'
import type { ApplicationState } from '../../../../contract/applications'
import { canMoveApplication, refusedApplicationMove } from '../transitions'
import type { ApplicationDoc } from './application-doc'

/**
 * What a programme adds to the shared status model: a course may be left until it starts, even
 * once approved, and a place it frees goes to the first on its waiting list.
 */
export type ProgrammeRules = {
  /** Why the owner may not withdraw the application now, or null when they may. */
  withdrawalRefusal: (req: PayloadRequest, doc: ApplicationDoc) => Promise<string | null>
  /** Why staff may not make a move the status model gives them now, or null when they may. */
  staffRefusal: (doc: ApplicationDoc, to: ApplicationState) => string | null
  /** What else changes once a move is recorded. */
  afterMove: (req: PayloadRequest, doc: ApplicationDoc, to: ApplicationState) => Promise<void>
}

export const standardRules: ProgrammeRules = {
  withdrawalRefusal: async (_req, doc) => (canMoveApplication('member', doc.state, 'withdrawn') ? null : refusedApplicationMove(doc.state, 'withdrawn')),
  staffRefusal: () => null,
  afterMove: async () => {},
}
