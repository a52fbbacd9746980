import { Button } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CertificateSheet } from '@/components/certificate-sheet'
import { attendanceCertificateQueryOptions } from '../api/events'
import { eventWhen, koreaLongDate } from '../lib/event-time'
import { eventMessages } from '../messages'

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
    <CertificateSheet
      heading={messages.heading}
      number={messages.number(data.certificateNo)}
      rows={rows}
      body={messages.body(data.event.title)}
      date={messages.issuedAt(koreaLongDate(data.issuedAt))}
      issuer={data.issuer}
      printLabel={messages.print}
      back={
        <Button variant="default" renderRoot={(props) => <Link to="/myPage/events" {...props} />}>
          {messages.back}
        </Button>
      }
    />
  )
}
