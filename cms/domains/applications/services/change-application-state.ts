import type { PayloadRequest } from 'payload'
import { type ApplicationState, applicationStates } from '../../../../contract/applications'
import { labelOf } from '../../../../contract/equipment-options'
import { hasStaffRole } from '../../../platform/access/roles'
import { systemAccess } from '../../../platform/access/system-access'
import { applicationMessages } from '../messages'
import { canMoveApplication, needsReason, refusedApplicationMove } from '../transitions'
import { AppError, badRequest, errorMessages } from '../../../platform/http/errors'
import { relationId } from '../../../platform/data/relation-id'
import { type ApplicationDoc, findApplication } from './application-doc'
import { queueApplicationMail } from './application-mail'
import type { Programme } from './application-registry'
import { programmeRules } from './programme-rule-book'
import { inLockedRow } from '../../../platform/data/raw-sql'
import type { User } from '../../../payload-types'

/** The history entry and state of a move, written only while the state is still `from`. */
export const recordMove = async (req: PayloadRequest, programme: Programme, doc: ApplicationDoc, to: ApplicationState, reason: string | null) => {
  const updated = await inLockedRow(req, programme.collection, doc.id, async () => {
    const { docs } = await req.payload.update({
      collection: programme.collection,
      where: { and: [{ id: { equals: doc.id } }, { state: { equals: doc.state } }] },
      data: { state: to, history: [...(doc.history ?? []), { state: to, at: new Date().toISOString(), by: req.user?.id ?? null, reason }] },
      depth: 0,
      ...systemAccess('application bookkeeping'),
      req,
    })
    const moved = docs[0] as ApplicationDoc | undefined
    if (moved) await queueApplicationMail(req, programme, moved, reason)
    return moved
  })
  // Two clicks at once, or staff deciding while the member withdraws: only the first move counts.
  if (!updated) throw new AppError(409, errorMessages.conflict)
  return updated
}

/**
 * The one way an application's state changes after it is filed (docs/decisions.md "신청 상태"), for
 * every programme: staff make the moves cms/domains/applications/transitions.ts gives them, the owner
 * withdraws while the programme lets them (programme-rule-book.ts), and the programme settles what else
 * the move changes. Resubmitting carries the edited application and goes through its programme's service.
 */
export const changeApplicationState = async (
  req: PayloadRequest,
  user: User,
  programme: Programme,
  id: number,
  to: ApplicationState,
  opts: { reason?: string | null },
): Promise<ApplicationDoc> => {
  const doc = await findApplication(req, user, programme, id)
  const rules = programmeRules[programme.kind]
  const isOwner = relationId(doc.member) === user.id
  const asStaff = hasStaffRole(user) && canMoveApplication('staff', doc.state, to)
  const refusal = asStaff
    ? rules.staffRefusal(doc, to)
    : isOwner && to === 'withdrawn'
      ? await rules.withdrawalRefusal(req, doc)
      : refusedApplicationMove(doc.state, to)
  if (refusal) throw new AppError(409, refusal)
  const reason = opts.reason?.trim() || null
  if (needsReason(to) && !reason) throw badRequest(applicationMessages.reasonRequired(labelOf(applicationStates, to)))
  const moved = await recordMove(req, programme, doc, to, reason)
  await rules.afterMove(req, moved, to)
  return moved
}
