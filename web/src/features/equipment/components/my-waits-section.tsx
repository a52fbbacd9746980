import { formatSeoulDate } from '@contract/date-format'
import type { MyWaitRow } from '@contract/equipment'
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { commonMessages } from '@/config/messages'
import listClasses from '@/components/my-list.module.css'
import { useIsDesktop } from '@/hooks/use-is-desktop'
import { ApiError } from '@/lib/api-client'
import { toastDone } from '@/lib/toast'
import { formatSeoulDateTime } from '@/utils/format-seoul-date-time'
import { myWaitsQueryOptions, useWaitAction } from '../api/waitlist'
import { equipmentMessages } from '../messages'
import fieldList from './field-list.module.css'

const messages = equipmentMessages.wait

const stateColor: Record<MyWaitRow['state'], string> = { waiting: 'blue', offered: 'orange', accepted: 'green', lapsed: 'gray', withdrawn: 'gray' }

/** 예약 대기 on /myPage/equ: each wait with its place in line, an offer's deadline, 예약 확정 and 대기 취소. */
export function MyWaitsSection() {
  const waits = useQuery(myWaitsQueryOptions())
  const action = useWaitAction()
  const [error, setError] = useState<string | null>(null)

  const run = (row: MyWaitRow, kind: 'accept' | 'withdraw') => {
    setError(null)
    action.mutate(
      { id: row.id, action: kind },
      {
        onSuccess: () => toastDone(kind === 'accept' ? messages.accepted : messages.withdrawn),
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : commonMessages.requestFailed),
      },
    )
  }
  const isDesktop = useIsDesktop()
  const rows = waits.data ?? []
  const { columns } = messages
  const period = (row: MyWaitRow) => `${formatSeoulDate(row.date)} ${row.timeRange}`
  const position = (row: MyWaitRow) => (row.position ? messages.position(row.position) : '-')
  const deadline = (row: MyWaitRow) => (row.offerExpiresAt ? formatSeoulDateTime(row.offerExpiresAt) : '-')
  const badge = (row: MyWaitRow) => (
    <Badge color={stateColor[row.state]} variant="light">
      {row.stateLabel}
    </Badge>
  )
  const actions = (row: MyWaitRow) => (
    <Group gap={6} wrap="wrap">
      {row.canAccept && (
        <Button size="compact-sm" onClick={() => run(row, 'accept')} loading={action.isPending}>
          {messages.accept}
        </Button>
      )}
      {row.canWithdraw && (
        <Button size="compact-sm" color="red" variant="light" onClick={() => run(row, 'withdraw')} disabled={action.isPending}>
          {messages.withdraw}
        </Button>
      )}
    </Group>
  )

  return (
    <Stack gap="sm" mt="xl" component="section" aria-labelledby="my-waits-title">
      <Title order={3} size="h4" id="my-waits-title">
        {messages.sectionTitle}
      </Title>
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {waits.error && <Alert color="red">{waits.error.message}</Alert>}
      {rows.length === 0 ? (
        <Text c="dimmed">{waits.isPending ? '' : messages.empty}</Text>
      ) : isDesktop ? (
        <Table striped aria-label={messages.caption}>
          <Table.Thead>
            <Table.Tr>
              {[columns.name, columns.period, columns.state, columns.position, columns.deadline, columns.actions].map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-wait-id={row.id}>
                <Table.Td>{row.equipmentName}</Table.Td>
                <Table.Td>{period(row)}</Table.Td>
                <Table.Td>{badge(row)}</Table.Td>
                <Table.Td>{position(row)}</Table.Td>
                <Table.Td>{deadline(row)}</Table.Td>
                <Table.Td>{actions(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        // On a phone each wait is a card like the bookings above it, so the deadline and 예약 확정 are in view.
        <ul className={listClasses.cards} aria-label={messages.caption}>
          {rows.map((row) => (
            <li key={row.id} className={listClasses.card} data-wait-id={row.id}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={700} className={listClasses.wrap}>
                  {row.equipmentName}
                </Text>
                <span className={listClasses.badge}>{badge(row)}</span>
              </Group>
              <dl className={fieldList.fields}>
                <dt>{columns.period}</dt>
                <dd>{period(row)}</dd>
                <dt>{columns.position}</dt>
                <dd>{position(row)}</dd>
                <dt>{columns.deadline}</dt>
                <dd>{deadline(row)}</dd>
              </dl>
              {actions(row)}
            </li>
          ))}
        </ul>
      )}
    </Stack>
  )
}
