import type { PayloadRequest } from 'payload'
import { relationId } from '../../../platform/data/relation-id'
import { systemAccess } from '../../../platform/access/system-access'
import type { EventRegistration } from '../../../payload-types'

/** The registration's place in its event's waiting list (1 = seated next): first come, first served. */
export const waitingNumberOf = async (req: PayloadRequest, registration: EventRegistration) => {
  const since = registration.waitingSince ?? registration.createdAt
  const { totalDocs } = await req.payload.count({
    collection: 'event-registrations',
    where: {
      and: [
        { event: { equals: relationId(registration.event) } },
        { status: { equals: 'waiting' } },
        { or: [{ waitingSince: { less_than: since } }, { and: [{ waitingSince: { equals: since } }, { id: { less_than: registration.id } }] }] },
      ],
    },
    ...systemAccess('event registrations'),
    req,
  })
  return totalDocs + 1
}
