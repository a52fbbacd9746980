import { Button, Group, Stack } from '@mantine/core'
import { IconPrinter } from '@tabler/icons-react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FactList } from '@/components/fact-list'
import { attendanceCertificateQueryOptions } from '../api/events'
import { eventWhen, koreaLongDate } from '../lib/event-time'
import { eventMessages } from '../messages'
import classes from './printable.module.css'

const messages = eventMessages.certificate

/** /myPage/eventCertificate?id=: 참석 확인서 of an event the member attended, as an A4 page to print. */
export function EventCertificatePage({ id }: { id: number }) {
  const { data } = useSuspenseQuery(attendanceCertificateQueryOptions(id))
  const rows: [string, string][] = [
    [messages.name, data.name],
    [messages.affiliation, data.affiliation],
    [messages.event, `${data.event.title} (${data.event.kindLabel})`],
    [messages.when, eventWhen(data.event.startsAt, data.event.endsAt)],
  ]
  if (data.event.place) rows.push([messages.place, data.event.place])
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
      <article className={classes.certificate} aria-label={messages.heading}>
        <p className={classes.number}>{messages.number(data.certificateNo)}</p>
        <h2 className={classes.certificateHeading}>{messages.heading}</h2>
        <FactList rows={rows} className={classes.certificateFacts} />
        <p className={classes.body}>{messages.body(data.event.title)}</p>
        <p className={classes.date}>{messages.issuedAt(koreaLongDate(data.issuedAt))}</p>
        <p className={classes.issuer}>{data.issuer}</p>
      </article>
    </Stack>
  )
}
