import { Button, Group, Stack, Text } from '@mantine/core'
import { IconPrinter } from '@tabler/icons-react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FactList } from '@/components/fact-list'
import { eventTicketQueryOptions } from '../api/events'
import { eventWhen } from '../lib/event-time'
import { eventMessages } from '../messages'
import { placeLine } from './event-seats'
import classes from './event-ticket.module.css'

const messages = eventMessages.ticket

/**
 * The server's QR markup as an image, not as inline HTML: an SVG shown through `<img>` cannot run
 * script or reach the page, whatever it contains.
 */
export const svgImageSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

/** /myPage/eventTicket?id=: the QR ticket to show at the door, ready to print. */
export function EventTicketPage({ id }: { id: number }) {
  const { data: ticket } = useSuspenseQuery(eventTicketQueryOptions(id))
  const { event } = ticket
  const rows: [string, string][] = [
    [messages.event, event.title],
    [messages.when, eventWhen(event.startsAt, event.endsAt)],
    [messages.place, placeLine(event)],
    [messages.name, ticket.name],
    [messages.affiliation, ticket.affiliation],
    [messages.status, ticket.statusLabel],
  ]
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button variant="default" renderRoot={(props) => <Link to="/myPage/events" {...props} />}>
          {messages.back}
        </Button>
        <Button leftSection={<IconPrinter size={16} aria-hidden="true" />} onClick={() => window.print()}>
          {messages.print}
        </Button>
      </Group>
      <article className={classes.ticket} aria-label={messages.heading}>
        <h2 className={classes.ticketHeading}>{messages.heading}</h2>
        <img className={classes.qr} src={svgImageSource(ticket.qrSvg)} alt={messages.qr} width={240} height={240} />
        <Text size="sm" ta="center">
          {messages.qrNote}
        </Text>
        <p className={classes.code}>
          {messages.code} <code>{ticket.token}</code>
        </p>
        <FactList rows={rows} className={classes.facts} />
      </article>
    </Stack>
  )
}
