import type { PayloadRequest } from 'payload'
import { portalFormContext } from '../../../platform/access/portal-form'
import { applicationMessages } from '../messages'
import { canResubmit } from '../transitions'
import { AppError } from '../../../platform/http/errors'
import { relationId } from '../../../platform/data/relation-id'
import { type ApplicationDoc, findApplication } from './application-doc'
import type { Programme } from './application-registry'
import { recordMove } from './change-application-state'
import { inLockedRow } from '../../../platform/data/raw-sql'
import type { User } from '../../../payload-types'

/**
 * After staff asked for a revision, the owner sends the edited application back: `check` refuses
 * bad input before anything is written, the edit is saved as the member (only while still 보완요청)
 * and the application moves to 재제출. Answers the row as it was before and as it is now.
 */
export const resubmitApplication = async <T extends ApplicationDoc>(
  req: PayloadRequest,
  user: User,
  programme: Programme,
  id: number,
  data: Record<string, unknown>,
  check: (doc: T) => Promise<void> = async () => {},
) => {
  const before = await findApplication<T>(req, user, programme, id)
  if (relationId(before.member) !== user.id || !canResubmit(before.state)) throw new AppError(409, applicationMessages.notRevision)
  await check(before)
  const { docs } = await inLockedRow(req, programme.collection, id, () =>
    req.payload.update({
      collection: programme.collection,
      where: { and: [{ id: { equals: id } }, { state: { equals: 'revision' } }] },
      data,
      depth: 0,
      overrideAccess: false,
      user,
      req,
      context: portalFormContext,
    }),
  )
  if (!docs[0]) throw new AppError(409, applicationMessages.notRevision)
  return { before, moved: await recordMove(req, programme, docs[0] as ApplicationDoc, 'resubmitted', null) }
}
