import type { EventRegistration, EventRegistrationStatus } from '@contract/events'
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { BoardPaging } from '@/components/board/board-paging'
import { myEventRegistrationsQueryOptions, useCancelRegistration } from '../api/events'
import { eventWhen, koreaDateTime } from '../lib/event-time'
import { eventMessages } from '../messages'
import { placeLine } from './event-seats'
import classes from './my-events.module.css'

const messages = eventMessages.mine

const statusColors: Record<EventRegistrationStatus, string> = { confirmed: 'blue', waiting: 'orange', cancelled: 'gray', attended: 'green' }

function RegistrationItem({ registration }: { registration: EventRegistration }) {
  const [confirming, setConfirming] = useState(false)
  const cancel = useCancelRegistration()
  const { event } = registration
  return (
    <article className={classes.item} data-registration-id={registration.id}>
      <Group gap={6}>
        <Badge color={statusColors[registration.status]} variant="light" radius="sm">
          {registration.statusLabel}
        </Badge>
        {registration.waitingNumber !== null && (
          <Badge color="orange" variant="outline" radius="sm">
            {messages.waitingNumber(registration.waitingNumber)}
          </Badge>
        )}
        <Badge color="indigo" variant="light" radius="sm">
          {event.kindLabel}
        </Badge>
      </Group>
      <h3 className={classes.title}>
        <Link to="/cooperation/eventDetail" search={{ id: event.id }}>
          {event.title}
        </Link>
      </h3>
      <Text size="sm">{eventWhen(event.startsAt, event.endsAt)}</Text>
      <Text size="sm">{placeLine(event)}</Text>
      <Text size="xs" c="dimmed">
        {messages.registeredAt} {koreaDateTime(registration.registeredAt)}
        {registration.checkedInAt && ` · ${messages.checkedInAt} ${koreaDateTime(registration.checkedInAt)}`}
      </Text>
      <Group gap="xs" className={classes.actions}>
        {registration.hasTicket && (
          <Button size="xs" renderRoot={(props) => <Link to="/myPage/eventTicket" search={{ id: registration.id }} {...props} />}>
            {messages.ticket}
          </Button>
        )}
        {registration.canPrintCertificate && (
          <Button size="xs" variant="light" renderRoot={(props) => <Link to="/myPage/eventCertificate" search={{ id: registration.id }} {...props} />}>
            {messages.certificate}
          </Button>
        )}
        {registration.canCancel && !confirming && (
          <Button size="xs" color="red" variant="outline" onClick={() => setConfirming(true)}>
            {messages.cancel}
          </Button>
        )}
      </Group>
      {confirming && (
        <Alert color="red" variant="light" title={messages.confirmTitle}>
          <Text size="sm">{messages.confirmBody(event.title)}</Text>
          {cancel.error && (
            <Text size="sm" c="red" role="alert" mt={4}>
              {cancel.error.message}
            </Text>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
              {messages.dismiss}
            </Button>
            <Button color="red" size="xs" loading={cancel.isPending} onClick={() => cancel.mutate(registration, { onSuccess: () => setConfirming(false) })}>
              {messages.confirm}
            </Button>
          </Group>
        </Alert>
      )}
    </article>
  )
}

/** /myPage/events: the member's registrations, newest first, each with its ticket, certificate and cancel. */
export function MyEventsPage({ pageNum }: { pageNum: number }) {
  const { data } = useSuspenseQuery(myEventRegistrationsQueryOptions(pageNum))
  const navigate = useNavigate()
  return (
    <Stack gap="lg">
      <Text>{messages.intro}</Text>
      {data.list.length === 0 ? (
        <Stack align="center" py="xl" gap="sm">
          <Text c="dimmed">{messages.empty}</Text>
          <Button variant="light" renderRoot={(props) => <Link to="/cooperation/events" {...props} />}>
            {messages.browse}
          </Button>
        </Stack>
      ) : (
        <ul className={classes.list} aria-label={messages.caption}>
          {data.list.map((registration) => (
            <li key={registration.id}>
              <RegistrationItem registration={registration} />
            </li>
          ))}
        </ul>
      )}
      <BoardPaging page={pageNum} pageCount={data.page_cnt} onChange={(next) => void navigate({ to: '.', search: { pageNum: next } })} />
    </Stack>
  )
}
