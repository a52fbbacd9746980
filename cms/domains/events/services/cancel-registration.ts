import type { PayloadRequest } from 'payload'
import type { EventRegistration as EventRegistrationView } from '../../../../contract/events'
import { compareAndSet } from '../../../platform/data/compare-and-set'
import { relationId } from '../../../platform/data/relation-id'
import { AppError } from '../../../platform/http/errors'
import type { Event, User } from '../../../payload-types'
import { eventMessages as msg } from '../messages'
import { releaseEventSeat } from './event-seats'
import { seatWaiting } from './seat-waiting'
import { canCancel, ownRegistration, toRegistrations } from './to-registration'

/**
 * POST /api/v1/events/registrations/:id/cancel: the owner cancels until the event starts. The move
 * is one conditional UPDATE from the state read (so a check-in or another cancel at the same moment
 * wins or loses whole); it frees the live key, so the member may register again, and the seat, which
 * goes to the first on the waiting list. The old ticket's token now answers 취소된 신청.
 */
export const cancelRegistration = async (req: PayloadRequest, user: User, id: number): Promise<EventRegistrationView> => {
  const registration = await ownRegistration(req, user, id)
  if (relationId(registration.member) !== user.id) throw new AppError(404, msg.registrationNotFound)
  const event = registration.event as Event
  if (!canCancel(registration, event, new Date())) throw new AppError(409, msg.cannotCancel)
  const moved = await compareAndSet(
    req.payload,
    'event-registrations',
    id,
    { status: registration.status, checkedInAt: null },
    { status: 'cancelled', cancelledAt: new Date().toISOString(), liveKey: null, waitingSince: null },
  )
  if (!moved) throw new AppError(409, msg.cannotCancel)
  await releaseEventSeat(req, id)
  await seatWaiting(req, event.id)
  const [view] = await toRegistrations(req, [await ownRegistration(req, user, id)])
  return view!
}
