import type { EventDetail } from '@contract/events'
import { Alert, Anchor, Button, Stack, Table, Text, Title } from '@mantine/core'
import { IconExternalLink, IconMap } from '@tabler/icons-react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { HtmlContent } from '@/components/html-content'
import { PublicAttachments } from '@/components/public-attachments'
import { useAuth } from '@/hooks/use-auth'
import { eventQueryOptions } from '../api/events'
import { eventWhen, koreaDateTime } from '../lib/event-time'
import { eventMessages } from '../messages'
import { EventBadges } from './event-badges'
import { seatsLine } from './event-seats'
import classes from './events.module.css'
import { useServerContentHead } from '@/hooks/use-document-title'
import { MembersOnlyButton } from '@/components/login-prompt'

const messages = eventMessages.detail

const external = (href: string, label: string, icon: ReactNode) => (
  <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" underline="always">
    {icon} {label}
  </Anchor>
)

function FactTable({ event }: { event: EventDetail }) {
  const rows: [string, ReactNode][] = [
    [messages.kind, event.kindLabel],
    [messages.when, eventWhen(event.startsAt, event.endsAt)],
    [messages.format, event.formatLabel],
  ]
  if (event.format !== 'online')
    rows.push([
      messages.place,
      <>
        {event.place}
        {event.mapUrl && <> · {external(event.mapUrl, messages.map, <IconMap size={14} aria-hidden="true" />)}</>}
      </>,
    ])
  if (event.format !== 'offline')
    rows.push([messages.online, event.onlineUrl ? external(event.onlineUrl, messages.onlineLink, <IconExternalLink size={14} aria-hidden="true" />) : '-'])
  rows.push(
    [messages.organiser, event.organiser],
    [messages.capacity, seatsLine(event)],
    [messages.window, `${koreaDateTime(event.registrationOpensAt)} ~ ${koreaDateTime(event.registrationClosesAt)}`],
    [messages.state, event.registrationStateLabel],
  )
  if (event.contact) rows.push([messages.contact, event.contact])
  return (
    <div className={classes.factTable}>
      <Table withTableBorder verticalSpacing="xs" aria-label={messages.facts}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}

/** The member's own registration, the register button by where registration stands, or why there is none. */
function RegisterBox({ event }: { event: EventDetail }) {
  const auth = useAuth()
  if (event.myRegistration) {
    const { stateLabel, waitingNumber } = event.myRegistration
    return (
      <Alert color="blue" variant="light">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messages.mine(stateLabel, waitingNumber)}</Text>
          <Button size="xs" renderRoot={(props) => <Link to="/myPage/events" {...props} />}>
            {messages.mineLink}
          </Button>
        </Stack>
      </Alert>
    )
  }
  const state = event.registrationState
  if (state !== 'open' && state !== 'waitlist')
    return (
      <Alert color="gray" variant="light">
        <Text size="sm">{messages.notOpen[state]}</Text>
      </Alert>
    )
  return (
    <Stack gap="xs" align="flex-start">
      {state === 'waitlist' && <Text size="sm">{messages.waitlistNote}</Text>}
      {!auth.isLogin && (
        <Text size="sm" c="dimmed">
          {messages.signInNote}
        </Text>
      )}
      <MembersOnlyButton size="md" renderLink={(props) => <Link to="/cooperation/eventApply" search={{ id: event.id }} {...props} />}>
        {state === 'waitlist' ? messages.registerWaitlist : messages.register}
      </MembersOnlyButton>
    </Stack>
  )
}

/** /cooperation/eventDetail?id=: one event in full, its files, and the way to register. */
export function EventDetailPage({ id }: { id: number }) {
  const auth = useAuth()
  const { data: event } = useSuspenseQuery(eventQueryOptions(id, auth.userInfo?.login_id ?? null))
  useServerContentHead({ title: event.title, text: event.summary, imageUrl: event.posterUrl })
  return (
    <Stack gap="lg" component="article" aria-labelledby="event-title">
      <div className={classes.detailHeader}>
        <Stack gap="sm">
          <EventBadges event={event} />
          <Title order={2} size="h3" id="event-title">
            {event.title}
          </Title>
          {event.summary && <Text c="dimmed">{event.summary}</Text>}
          <FactTable event={event} />
          <RegisterBox event={event} />
        </Stack>
        {event.posterUrl && <img className={classes.detailPoster} src={event.posterUrl} alt={eventMessages.list.poster(event.title)} />}
      </div>
      <HtmlContent html={event.bodyHtml} />
      <PublicAttachments files={event.files} title={messages.files} />
      <div>
        <Button variant="default" renderRoot={(props) => <Link to="/cooperation/events" {...props} />}>
          {messages.back}
        </Button>
      </div>
    </Stack>
  )
}
