import type { PayloadRequest } from 'payload'
import type { EventRegistration as EventRegistrationView } from '../../../../contract/events'
import { systemAccess } from '../../../platform/access/system-access'
import { compareAndSet } from '../../../platform/data/compare-and-set'
import { isUniqueFieldTaken } from '../../../platform/data/unique-field'
import { AppError } from '../../../platform/http/errors'
import type { Event, EventRegistration, User } from '../../../payload-types'
import { eventMessages as msg } from '../messages'
import type { RegistrationBody } from '../schemas'
import { checkAnswers } from './check-answers'
import { seatCounts, takeEventSeat } from './event-seats'
import { questionsOf, registrationStateOf, takesRegistrations } from './event-view'
import { readableEvent } from './read-events'
import { seatWaiting } from './seat-waiting'
import { queueRegistrationMail } from './registration-mail'
import { ownRegistration, toRegistrations } from './to-registration'
import { newTicketNonce } from './ticket-token'
import { waitingNumberOf } from './waiting-number'

export const liveKeyOf = (eventId: number, memberId: number) => `${eventId}:${memberId}`

/**
 * POST /api/v1/events/:id/registrations: the member registers while the event takes registrations.
 * The row is written as 대기 first, then a seat is taken in the database (event-seats.ts) and, when
 * one was free, it moves to 참가 확정 in one conditional UPDATE, so simultaneous registrations never
 * exceed the capacity and a seat-giving run at the same time cannot seat it twice. One live
 * registration per member and event (UNIQUE liveKey): a second one is refused in Korean.
 */
export const registerForEvent = async (req: PayloadRequest, user: User, eventId: number, input: RegistrationBody): Promise<EventRegistrationView> => {
  const event = await readableEvent(req, eventId)
  // Seats staff added since the last cancellation go to those already waiting, before this newcomer.
  await seatWaiting(req, event.id)
  const now = new Date()
  const seats = (await seatCounts(req, [event.id])).get(event.id)!
  if (!takesRegistrations(registrationStateOf(event, seats, now))) throw new AppError(409, msg.notOpen)
  const answers = checkAnswers(questionsOf(event), input.answers)
  let created: EventRegistration
  try {
    created = (await req.payload.create({
      collection: 'event-registrations',
      data: {
        event: event.id,
        member: user.id,
        name: input.name,
        affiliation: input.affiliation,
        phone: input.phone,
        email: input.email,
        answers,
        privacyAgreedAt: now.toISOString(),
        status: 'waiting',
        waitingSince: now.toISOString(),
        liveKey: liveKeyOf(event.id, user.id),
        ticketNonce: newTicketNonce(),
      },
      depth: 0,
      ...systemAccess('event registrations'),
      req,
    })) as EventRegistration
  } catch (error) {
    if (isUniqueFieldTaken(error, 'liveKey')) throw new AppError(409, msg.duplicate)
    throw error
  }
  if (await takeEventSeat(req, event.id, created.id, event.capacity ?? null)) {
    await compareAndSet(req.payload, 'event-registrations', created.id, { status: 'waiting' }, { status: 'confirmed', waitingSince: null })
  }
  const registration = await ownRegistration(req, user, created.id)
  const stored = (await req.payload.findByID({
    collection: 'event-registrations',
    id: created.id,
    depth: 0,
    ...systemAccess('event registrations'),
    req,
  })) as EventRegistration
  await queueRegistrationMail(req, registration.event as Event, stored, stored.status === 'waiting' ? await waitingNumberOf(req, stored) : null)
  const [view] = await toRegistrations(req, [registration])
  return view!
}
