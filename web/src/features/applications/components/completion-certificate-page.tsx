import { Alert, Button, Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { seoulDay } from '@contract/date-format'
import dayjs from 'dayjs'
import { formatDateRange } from '@/utils/format-date'
import { courseApplicationQueryOptions } from '../api/course-applications'
import { educationMessages } from '../messages'
import { CertificateSheet } from '@/components/certificate-sheet'

const messages = educationMessages.certificate

/** /myPage/eduCertificate?id=: the completion certificate of a course staff marked 완료, ready to print. */
export function CompletionCertificatePage({ id }: { id: number }) {
  const { data } = useSuspenseQuery(courseApplicationQueryOptions(id))
  const back = (
    <Button variant="default" renderRoot={(props) => <Link to="/myPage/edu" {...props} />}>
      {messages.back}
    </Button>
  )
  if (!data.completedAt)
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="gray">{messages.notDone}</Alert>
        {back}
      </Stack>
    )

  const rows: [string, string][] = [
    [messages.name, data.contactName],
    [messages.company, data.company],
    [messages.course, data.title],
    [messages.period, formatDateRange(data.eduStart, data.eduEnd)],
  ]
  return (
    <CertificateSheet
      heading={messages.heading}
      number={messages.number(data.applicationNo)}
      rows={rows}
      body={messages.body(data.title)}
      date={dayjs(seoulDay(data.completedAt)).format('YYYY년 M월 D일')}
      issuer={messages.issuer}
      printLabel={messages.print}
      back={back}
    />
  )
}
