import type { EventSummary } from '@contract/events'
import { IconCalendarEvent, IconMapPin, IconUsers } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { eventWhen, koreaDateTime } from '../lib/event-time'
import { eventMessages } from '../messages'
import { EventBadges } from './event-badges'
import { placeLine, seatsLine } from './event-seats'
import classes from './events.module.css'

const messages = eventMessages.list

/** An event as a card: poster, kind and 접수 state, when and where, who organises it, the seats left. */
export function EventCard({ event }: { event: EventSummary }) {
  return (
    <article className={classes.card} data-event-id={event.id}>
      <div className={classes.poster}>
        {event.posterUrl ? <img src={event.posterUrl} alt={messages.poster(event.title)} loading="lazy" /> : <IconCalendarEvent size={48} aria-hidden="true" />}
      </div>
      <div className={classes.cardBody}>
        <EventBadges event={event} />
        <h3 className={classes.title}>
          <Link className={classes.titleLink} to="/cooperation/eventDetail" search={{ id: event.id }}>
            {event.title}
          </Link>
        </h3>
        <ul className={classes.facts}>
          <li>
            <IconCalendarEvent size={16} aria-hidden="true" />
            <span>{eventWhen(event.startsAt, event.endsAt)}</span>
          </li>
          <li>
            <IconMapPin size={16} aria-hidden="true" />
            <span>{placeLine(event)}</span>
          </li>
          <li>
            <IconUsers size={16} aria-hidden="true" />
            <span>{seatsLine(event)}</span>
          </li>
        </ul>
        <p className={classes.meta}>
          {messages.organiser} {event.organiser} · {messages.window(koreaDateTime(event.registrationOpensAt), koreaDateTime(event.registrationClosesAt))}
        </p>
      </div>
    </article>
  )
}
