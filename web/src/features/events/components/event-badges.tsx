import type { EventRegistrationState, EventSummary } from '@contract/events'
import { Badge, Group } from '@mantine/core'

const stateColors: Record<EventRegistrationState, string> = {
  upcoming: 'gray',
  open: 'blue',
  waitlist: 'orange',
  closed: 'red',
  ended: 'dark',
}

/** The kind and where registration stands, as the list and the event's page show them. */
export function EventBadges({ event }: { event: EventSummary }) {
  return (
    <Group gap={6}>
      <Badge variant="light" color="indigo" radius="sm">
        {event.kindLabel}
      </Badge>
      <Badge variant={event.registrationState === 'open' ? 'filled' : 'light'} color={stateColors[event.registrationState]} radius="sm">
        {event.registrationStateLabel}
      </Badge>
    </Group>
  )
}
