import type { PayloadRequest, Where } from 'payload'
import type { EventDetail, EventSummary } from '../../../../contract/events'
import { eventRegistrationStatuses } from '../../../../contract/events'
import { labelOf } from '../../../../contract/equipment-options'
import { anyFieldLike } from '../../../platform/data/keyword-filter'
import { publishedAnd } from '../../../platform/data/published'
import { notFound } from '../../../platform/http/errors'
import { richTextToHtml } from '../../../platform/text/rich-text'
import type { Event, EventRegistration, User } from '../../../payload-types'
import { toAttachment } from '../../boards'
import { eventMessages as msg } from '../messages'
import type { EventListQuery } from '../schemas'
import { seatCounts } from './event-seats'
import { questionsOf, toEventSummary } from './event-view'
import { waitingNumberOf } from './waiting-number'

/** Events as the caller may read them (published only, unless staff), each with its seat count. */
export const summariesOf = async (req: PayloadRequest, events: Event[]): Promise<EventSummary[]> => {
  const counts = await seatCounts(
    req,
    events.map((event) => event.id),
  )
  const now = new Date()
  return events.map((event) => toEventSummary(event, counts.get(event.id)!, now))
}

/** GET /api/v1/events/list: upcoming (ends now or later, soonest first) or past (newest first). */
export const listEvents = async (req: PayloadRequest, query: EventListQuery) => {
  const now = new Date().toISOString()
  const conditions: Where[] = [query.period === 'past' ? { endsAt: { less_than: now } } : { endsAt: { greater_than_equal: now } }]
  if (query.kind) conditions.push({ kind: { in: query.kind } })
  if (query.searchKeyword) conditions.push(anyFieldLike(query.searchKeyword, ['title', 'summary', 'place', 'organiser']))
  const { docs, totalDocs } = await req.payload.find({
    collection: 'events',
    where: publishedAnd(...conditions),
    sort: query.period === 'past' ? ['-startsAt', '-id'] : ['startsAt', 'id'],
    page: query.pageIndex,
    limit: query.pageSize,
    depth: 1,
    select: { body: false, questions: false, files: false },
    draft: false,
    overrideAccess: false,
    req,
  })
  return { list: await summariesOf(req, docs as Event[]), total: totalDocs }
}

/** One event the caller may read (a published one, for all but staff), or 404 in Korean. */
export const readableEvent = async (req: PayloadRequest, id: number, depth = 0): Promise<Event> => {
  const event = (await req.payload.findByID({ collection: 'events', id, depth, draft: false, overrideAccess: false, req, disableErrors: true })) as Event | null
  if (!event || event._status !== 'published') throw notFound(msg.eventNotFound)
  return event
}

const myLiveRegistration = async (req: PayloadRequest, user: User, eventId: number) => {
  const { docs } = await req.payload.find({
    collection: 'event-registrations',
    where: { and: [{ event: { equals: eventId } }, { member: { equals: user.id } }, { status: { not_equals: 'cancelled' } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  return (docs[0] as EventRegistration | undefined) ?? null
}

/** GET /api/v1/events/:id: the event's page, with the caller's own registration when they have one. */
export const eventDetail = async (req: PayloadRequest, id: number): Promise<EventDetail> => {
  const event = await readableEvent(req, id, 1)
  const [summary] = await summariesOf(req, [event])
  const user = req.user as User | null
  const mine = user ? await myLiveRegistration(req, user, id) : null
  return {
    ...summary!,
    bodyHtml: richTextToHtml(event.body),
    onlineUrl: event.onlineUrl || null,
    mapUrl: event.mapUrl || null,
    contact: event.contact || null,
    files: (event.files ?? []).flatMap((file) => (typeof file === 'object' && file ? [toAttachment(file)] : [])),
    questions: questionsOf(event),
    myRegistration: mine
      ? {
          id: mine.id,
          state: mine.status,
          stateLabel: labelOf(eventRegistrationStatuses, mine.status),
          waitingNumber: mine.status === 'waiting' ? await waitingNumberOf(req, mine) : null,
        }
      : null,
  }
}
