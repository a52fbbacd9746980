import type { User } from '../cms/payload-types'
import { systemAccess } from '../cms/platform/access/system-access'
import { takeEventSeat } from '../cms/domains/events/services/event-seats'
import { liveKeyOf } from '../cms/domains/events/services/register'
import { newTicketNonce } from '../cms/domains/events/services/ticket-token'
import { seedEvents } from './data/events'
import { type SeedContext, track } from './lib/context'
import { kstDaysAgo } from './lib/dates'
import { richText } from './lib/rich-text'

const seed = systemAccess('seed')

/**
 * 행사·세미나: upcoming and past events, one full with a waiting list, one with questions, and the demo
 * members' registrations holding their seats as the portal's own service would (no mails: history,
 * not news). member1 is registered for an upcoming event and attended a past one, so a certificate shows.
 */
export const seedEventsAndRegistrations = async (ctx: SeedContext, users: Map<string, User>) => {
  const { payload, now } = ctx
  const staff = users.get('staff')!
  for (const [index, event] of seedEvents.entries()) {
    const at = (day: number, hour: number) => kstDaysAgo(now, -day, hour, 0)
    const doc = track(
      ctx,
      'events',
      await payload.create({
        collection: 'events',
        data: {
          title: event.title,
          kind: event.kind,
          format: event.format,
          summary: event.summary,
          body: richText(event.body),
          startsAt: at(event.day, event.startHour),
          endsAt: at(event.day, event.endHour),
          place: event.place ?? null,
          mapUrl: event.mapUrl ?? null,
          onlineUrl: event.onlineUrl ?? null,
          organiser: event.organiser,
          contact: event.contact,
          capacity: event.capacity,
          registrationOpensAt: at(event.opensIn, 9),
          registrationClosesAt: at(event.closesIn, 17),
          registrationClosed: event.registrationClosed ?? false,
          questions: (event.questions ?? []).map((question) => ({ ...question, options: (question.options ?? []).map((value) => ({ value })) })),
          publishedAt: at(Math.min(event.opensIn, 0) - 1, 10),
          _status: 'published',
        },
        ...seed,
      }),
    )
    for (const [order, registration] of event.registrations.entries()) {
      const member = users.get(registration.member)!
      const registeredAt = kstDaysAgo(now, Math.max(1, -event.opensIn - order), 11, (index * 7 + order * 13) % 60)
      const created = track(
        ctx,
        'event-registrations',
        await payload.create({
          collection: 'event-registrations',
          data: {
            event: doc.id,
            member: member.id,
            name: member.name,
            affiliation: registration.affiliation,
            phone: (member.phone ?? '01000000000').replace(/\D/g, ''),
            email: member.email,
            answers: {},
            privacyAgreedAt: registeredAt,
            status: registration.status,
            waitingSince: registration.status === 'waiting' ? registeredAt : null,
            cancelledAt: registration.status === 'cancelled' ? kstDaysAgo(now, Math.max(1, -event.closesIn), 15) : null,
            checkedInAt: registration.status === 'attended' ? at(event.day, event.startHour) : null,
            checkedInBy: registration.status === 'attended' ? staff.id : null,
            liveKey: registration.status === 'cancelled' ? null : liveKeyOf(doc.id, member.id),
            ticketNonce: newTicketNonce(),
            createdAt: registeredAt,
          },
          ...seed,
        }),
      )
      if (registration.status === 'confirmed' || registration.status === 'attended') await takeEventSeat({ payload }, doc.id, created.id, event.capacity)
    }
  }
  payload.logger.info(`행사 ${seedEvents.length}건 생성`)
}
