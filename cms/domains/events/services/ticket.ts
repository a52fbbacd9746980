import type { PayloadRequest } from 'payload'
import { type EventTicket, eventRegistrationStatuses } from '../../../../contract/events'
import { labelOf } from '../../../../contract/equipment-options'
import { systemAccess } from '../../../platform/access/system-access'
import { relationId } from '../../../platform/data/relation-id'
import { AppError } from '../../../platform/http/errors'
import type { EventRegistration, User } from '../../../payload-types'
import { eventMessages as msg } from '../messages'
import { summariesOf } from './read-events'
import { ticketQrSvg } from './registration-mail'
import { ownRegistration } from './to-registration'
import { ticketToken } from './ticket-token'

/** GET /api/v1/events/registrations/:id/ticket: the owner's ticket, for a confirmed or attended registration. */
export const registrationTicket = async (req: PayloadRequest, user: User, id: number): Promise<EventTicket> => {
  const registration = await ownRegistration(req, user, id)
  if (relationId(registration.member) !== user.id) throw new AppError(404, msg.registrationNotFound)
  if (registration.status !== 'confirmed' && registration.status !== 'attended') throw new AppError(409, msg.noTicket)
  // The nonce is a field nobody reads through the API; the ticket's owner gets the token made of it.
  const { ticketNonce } = (await req.payload.findByID({
    collection: 'event-registrations',
    id,
    depth: 0,
    select: { ticketNonce: true },
    ...systemAccess('event registrations'),
    req,
  })) as Pick<EventRegistration, 'ticketNonce'>
  const token = ticketToken(req.payload.secret, ticketNonce)
  const [event] = await summariesOf(req, [registration.event as never])
  return {
    registrationId: registration.id,
    token,
    qrSvg: await ticketQrSvg(token),
    event: event!,
    name: registration.name,
    affiliation: registration.affiliation,
    status: registration.status,
    statusLabel: labelOf(eventRegistrationStatuses, registration.status),
  }
}
