import { Alert, Button, Group, Stack } from '@mantine/core'
import { IconPrinter } from '@tabler/icons-react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import dayjs from 'dayjs'
import { formatDateRange } from '@/utils/format-date'
import { courseApplicationQueryOptions } from '../api/course-applications'
import { educationMessages } from '../messages'
import classes from './completion-certificate-page.module.css'
import { FactList } from '@/components/fact-list'

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
    <Stack gap="md">
      <Group justify="flex-end" className={classes.tools}>
        {back}
        <Button leftSection={<IconPrinter size={16} aria-hidden="true" />} onClick={() => window.print()}>
          {messages.print}
        </Button>
      </Group>
      <article className={classes.certificate} aria-label={messages.heading}>
        <p className={classes.number}>{messages.number(data.applicationNo)}</p>
        <h2 className={classes.heading}>{messages.heading}</h2>
        <FactList rows={rows} className={classes.facts} />
        <p className={classes.body}>{messages.body(data.title)}</p>
        <p className={classes.date}>{dayjs(data.completedAt).format('YYYY년 M월 D일')}</p>
        <p className={classes.issuer}>{messages.issuer}</p>
      </article>
    </Stack>
  )
}
