import type { PayloadRequest } from 'payload'
import { systemAccess } from '../../../platform/access/system-access'
import { compareAndSet } from '../../../platform/data/compare-and-set'
import type { Event, EventRegistration } from '../../../payload-types'
import { releaseEventSeat, takeEventSeat } from './event-seats'
import { notifySeatGiven } from './registration-mail'

const firstWaiting = async (req: PayloadRequest, eventId: number) => {
  const { docs } = await req.payload.find({
    collection: 'event-registrations',
    where: { and: [{ event: { equals: eventId } }, { status: { equals: 'waiting' } }] },
    sort: ['waitingSince', 'id'],
    limit: 1,
    depth: 0,
    ...systemAccess('event registrations'),
    req,
  })
  return docs[0] as EventRegistration | undefined
}

/**
 * Gives free seats of an event to its waiting list, first come first served, and tells each member
 * seated. Runs after a cancellation and before each new registration (so seats staff added go to
 * those waiting first). The seat is taken first
 * (UNIQUE, takeEventSeat), then the registration moves 대기 → 참가 확정 in one conditional UPDATE, so two
 * runs at once never seat one registration twice; a seat taken for a registration cancelled meanwhile
 * is given back and the loop offers it to the next.
 */
export const seatWaiting = async (req: PayloadRequest, eventId: number) => {
  const event = (await req.payload.findByID({ collection: 'events', id: eventId, depth: 0, ...systemAccess('event registrations'), req })) as Event
  for (;;) {
    const next = await firstWaiting(req, eventId)
    if (!next) return
    if (!(await takeEventSeat(req, eventId, next.id, event.capacity ?? null))) return
    if (await compareAndSet(req.payload, 'event-registrations', next.id, { status: 'waiting' }, { status: 'confirmed', waitingSince: null })) {
      await notifySeatGiven(req, event, next)
      continue
    }
    const now = (await req.payload.findByID({
      collection: 'event-registrations',
      id: next.id,
      depth: 0,
      ...systemAccess('event registrations'),
      req,
    })) as EventRegistration
    if (now.status === 'cancelled') await releaseEventSeat(req, next.id)
  }
}
