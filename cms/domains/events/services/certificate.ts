import type { PayloadRequest } from 'payload'
import { type AttendanceCertificate, eventKinds } from '../../../../contract/events'
import { labelOf } from '../../../../contract/equipment-options'
import { site } from '../../../../contract/site'
import { relationId } from '../../../platform/data/relation-id'
import { AppError } from '../../../platform/http/errors'
import { kstDay } from '../../../platform/time/kst'
import type { Event, User } from '../../../payload-types'
import { eventMessages as msg } from '../messages'
import { ownRegistration } from './to-registration'

/** Stable for a registration however often it is printed: the event's year, the event and the registration. */
export const certificateNoOf = (event: Pick<Event, 'id' | 'startsAt'>, registrationId: number) =>
  `EV-${kstDay(new Date(event.startsAt)).slice(0, 4)}-${String(event.id).padStart(4, '0')}-${String(registrationId).padStart(5, '0')}`

/** GET /api/v1/events/registrations/:id/certificate: 참석 확인서 for the owner, once checked in and the event ended. */
export const attendanceCertificate = async (req: PayloadRequest, user: User, id: number): Promise<AttendanceCertificate> => {
  const registration = await ownRegistration(req, user, id)
  if (relationId(registration.member) !== user.id) throw new AppError(404, msg.registrationNotFound)
  const event = registration.event as Event
  if (registration.status !== 'attended' || !registration.checkedInAt || new Date() < new Date(event.endsAt)) throw new AppError(409, msg.noCertificate)
  return {
    certificateNo: certificateNoOf(event, registration.id),
    name: registration.name,
    affiliation: registration.affiliation,
    event: {
      title: event.title,
      kindLabel: labelOf(eventKinds, event.kind),
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      place: event.place || null,
      organiser: event.organiser,
    },
    checkedInAt: registration.checkedInAt,
    issuedAt: new Date().toISOString(),
    issuer: msg.certificateIssuer(site.organizationName),
  }
}
