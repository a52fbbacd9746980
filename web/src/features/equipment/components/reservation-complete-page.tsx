import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { reservationQueryOptions } from '../api/get-reservation'
import { equipmentMessages } from '../messages'
import { ReservationSummaryTable } from './reservation-summary-table'
import classes from './reservation-complete-page.module.css'

const messages = equipmentMessages.complete

/** The screen after a successful 예약 신청: the reservation number and the way to the member's list. */
export function ReservationCompletePage({ id }: { id: number }) {
  const { data } = useSuspenseQuery(reservationQueryOptions(id))
  return (
    <Stack align="center" gap="lg" className={classes.complete}>
      <IconCircleCheck size={56} stroke={1.4} className={classes.icon} aria-hidden="true" />
      <Title order={2} size="h3" ta="center">
        {messages.heading}
      </Title>
      <Text c="dimmed" ta="center">
        {messages.lead}
      </Text>
      <div className={classes.summary}>
        <ReservationSummaryTable reservation={data} />
      </div>
      <Group>
        <Button component={Link} to="/myPage/equ">
          {messages.toMyPage}
        </Button>
        <Button component={Link} to="/easyReservation" variant="default">
          {messages.another}
        </Button>
      </Group>
    </Stack>
  )
}
