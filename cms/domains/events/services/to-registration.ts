import type { PayloadRequest } from 'payload'
import { type EventRegistration as EventRegistrationView, eventRegistrationStatuses } from '../../../../contract/events'
import { labelOf } from '../../../../contract/equipment-options'
import { notFound } from '../../../platform/http/errors'
import type { Event, EventRegistration, User } from '../../../payload-types'
import { eventMessages as msg } from '../messages'
import { questionsOf } from './event-view'
import { summariesOf } from './read-events'
import { waitingNumberOf } from './waiting-number'

/** A member may cancel until the event starts, and not once checked in or already cancelled. */
export const canCancel = (registration: Pick<EventRegistration, 'status'>, event: Pick<Event, 'startsAt'>, now: Date) =>
  (registration.status === 'confirmed' || registration.status === 'waiting') && now < new Date(event.startsAt)

/** The registrations as their owner sees them (the phone arrives masked by the collection). */
export const toRegistrations = async (req: PayloadRequest, registrations: EventRegistration[]): Promise<EventRegistrationView[]> => {
  const events = registrations.map((registration) => registration.event as Event)
  const summaries = await summariesOf(req, events)
  const now = new Date()
  return Promise.all(
    registrations.map(async (registration, index) => {
      const event = events[index]!
      const questions = questionsOf(event)
      const answers = (registration.answers ?? {}) as Record<string, string | string[]>
      return {
        id: registration.id,
        event: summaries[index]!,
        name: registration.name,
        affiliation: registration.affiliation,
        phone: registration.phone,
        email: registration.email,
        answers: questions
          .filter((question) => answers[question.id] != null)
          .map((question) => ({ questionId: question.id, label: question.label, value: answers[question.id]! })),
        status: registration.status,
        statusLabel: labelOf(eventRegistrationStatuses, registration.status),
        waitingNumber: registration.status === 'waiting' ? await waitingNumberOf(req, registration) : null,
        registeredAt: registration.createdAt,
        cancelledAt: registration.cancelledAt ?? null,
        checkedInAt: registration.checkedInAt ?? null,
        canCancel: canCancel(registration, event, now),
        hasTicket: registration.status === 'confirmed' || registration.status === 'attended',
        canPrintCertificate: registration.status === 'attended' && now >= new Date(event.endsAt),
      }
    }),
  )
}

/** One registration of the caller's (staff may read any), with its event, or 404 in Korean. */
export const ownRegistration = async (req: PayloadRequest, user: User, id: number): Promise<EventRegistration> => {
  const registration = (await req.payload.findByID({
    collection: 'event-registrations',
    id,
    depth: 1,
    overrideAccess: false,
    user,
    req,
    disableErrors: true,
  })) as EventRegistration | null
  if (!registration || typeof registration.event !== 'object') throw notFound(msg.registrationNotFound)
  return registration
}

/** GET /api/v1/events/registrations/mine: the member's registrations, newest first. */
export const myRegistrations = async (req: PayloadRequest, user: User, page: number, pageSize: number) => {
  const { docs, totalDocs } = await req.payload.find({
    collection: 'event-registrations',
    where: { member: { equals: user.id } },
    sort: ['-createdAt', '-id'],
    page,
    limit: pageSize,
    depth: 1,
    overrideAccess: false,
    user,
    req,
  })
  return { list: await toRegistrations(req, docs as EventRegistration[]), total: totalDocs }
}
