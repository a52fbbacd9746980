import type { MyEquipmentReservationRow } from '@contract/equipment'
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core'
import { IconCalendarDown } from '@tabler/icons-react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { BoardPaging } from '@/components/board/board-paging'
import { BoardTotal } from '@/components/board/board-total'
import { useIsDesktop } from '@/hooks/use-is-desktop'
import { ApiError } from '@/lib/api-client'
import { commonMessages } from '@/config/messages'
import { downloadIcs } from '../api/download-ics'
import { MY_RESERVATIONS_PAGE_SIZE, myReservationsQueryOptions } from '../api/get-my-reservations'
import { formatSeoulDateTime } from '@/utils/format-seoul-date-time'
import { equipmentMessages } from '../messages'
import { CancelReservationDialog } from './cancel-reservation-dialog'
import { ReservationDetailModal } from './reservation-detail-modal'
import { ReservationStateBadge } from './reservation-state-badge'
import fieldList from './field-list.module.css'
import classes from '@/components/my-list.module.css'

const messages = equipmentMessages.my
type Cancellable = MyEquipmentReservationRow & {
  cancelAction: 'cancel' | 'cancel-ask'
}
type Notice = { text: string; isError: boolean }

/** /myPage/equ: the member's bookings with state badges, cancel where the server allows it, and .ics files. */
export function MyReservationsPage({ pageNum }: { pageNum: number }) {
  const { data } = useSuspenseQuery(myReservationsQueryOptions(pageNum))
  const navigate = useNavigate()
  const isDesktop = useIsDesktop()
  const [cancelling, setCancelling] = useState<Cancellable | null>(null)
  const [detailId, setDetailId] = useState<number | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)

  const download = (row: MyEquipmentReservationRow) =>
    row.icsPath &&
    downloadIcs(row.icsPath, row.reservationNo).catch((error: unknown) =>
      setNotice({
        text: error instanceof ApiError ? error.message : commonMessages.requestFailed,
        isError: true,
      }),
    )

  const actions = (row: MyEquipmentReservationRow) => (
    <Group gap={6} wrap="wrap">
      <Button size="compact-sm" variant="default" onClick={() => setDetailId(row.id)}>
        {messages.detail}
      </Button>
      {row.cancelAction && (
        <Button size="compact-sm" color="red" variant="light" onClick={() => setCancelling(row as Cancellable)}>
          {row.cancelAction === 'cancel' ? messages.cancel : messages.cancelAsk}
        </Button>
      )}
      {row.icsPath && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconCalendarDown size={14} aria-hidden="true" />}
          aria-label={messages.icsLabel(row.reservationNo)}
          onClick={() => void download(row)}
        >
          {messages.ics}
        </Button>
      )}
    </Group>
  )

  const firstNumber = data.cnt_total - (pageNum - 1) * MY_RESERVATIONS_PAGE_SIZE

  return (
    <Stack gap="md">
      {notice && (
        <Alert color={notice.isError ? 'red' : 'blue'} role={notice.isError ? 'alert' : 'status'} withCloseButton onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Group justify="space-between">
        <BoardTotal total={data.cnt_total} page={pageNum} pageCount={data.page_cnt} />
        <Button component={Link} to="/easyReservation" size="sm">
          {messages.book}
        </Button>
      </Group>
      {data.list.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {messages.empty}
        </Text>
      ) : isDesktop ? (
        <Table className={classes.table} striped highlightOnHover aria-label={messages.caption}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>{messages.columns.no}</Table.Th>
              <Table.Th>{messages.columns.equipmentNo}</Table.Th>
              <Table.Th>{messages.columns.name}</Table.Th>
              <Table.Th>{messages.columns.period}</Table.Th>
              <Table.Th>{messages.columns.reservedAt}</Table.Th>
              <Table.Th>{messages.columns.state}</Table.Th>
              <Table.Th>{messages.columns.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.list.map((row, index) => (
              <Table.Tr key={row.id} data-reservation-no={row.reservationNo}>
                <Table.Td>{firstNumber - index}</Table.Td>
                <Table.Td className={classes.nowrap}>{row.equipmentNo}</Table.Td>
                <Table.Td>{row.equipmentName}</Table.Td>
                <Table.Td>
                  {row.useDate.replaceAll('-', '.')} {row.timeRange}
                </Table.Td>
                <Table.Td className={classes.nowrap}>{formatSeoulDateTime(row.reservedAt, false)}</Table.Td>
                <Table.Td className={classes.nowrap}>
                  <ReservationStateBadge state={row.state} label={row.stateLabel} />
                </Table.Td>
                <Table.Td>{actions(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <ul className={classes.cards} aria-label={messages.caption}>
          {data.list.map((row) => (
            <li key={row.id} className={classes.card} data-reservation-no={row.reservationNo}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700} className={classes.wrap}>
                  {row.equipmentName}
                </Text>
                <span className={classes.badge}>
                  <ReservationStateBadge state={row.state} label={row.stateLabel} />
                </span>
              </Group>
              <dl className={fieldList.fields}>
                <dt>{messages.columns.equipmentNo}</dt>
                <dd>{row.equipmentNo}</dd>
                <dt>{messages.columns.period}</dt>
                <dd>
                  {row.useDate.replaceAll('-', '.')} {row.timeRange}
                </dd>
                <dt>{messages.columns.reservedAt}</dt>
                <dd>{formatSeoulDateTime(row.reservedAt, false)}</dd>
              </dl>
              {actions(row)}
            </li>
          ))}
        </ul>
      )}
      <BoardPaging page={pageNum} pageCount={data.page_cnt} onChange={(page) => void navigate({ to: '/myPage/equ', search: { pageNum: page } })} />
      {cancelling && (
        <CancelReservationDialog
          row={cancelling}
          onClose={() => setCancelling(null)}
          onDone={(text) => {
            setCancelling(null)
            setNotice({ text, isError: false })
          }}
        />
      )}
      {detailId !== null && <ReservationDetailModal id={detailId} onClose={() => setDetailId(null)} />}
    </Stack>
  )
}
