import { formatSeoulDate } from '@contract/date-format'
import type { MyEquipmentReservationRow } from '@contract/equipment'
import { reservationStates } from '@contract/equipment-options'
import { Badge, Button, Group } from '@mantine/core'
import { IconCalendarDown, IconReceipt } from '@tabler/icons-react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { MyList } from '@/components/my-list'
import { MyListFilters } from '@/components/my-list-filters'
import { toastDone } from '@/lib/toast'
import { ApiError } from '@/lib/api-client'
import { commonMessages } from '@/config/messages'
import { downloadIcs } from '../api/download-ics'
import { MY_RESERVATIONS_PAGE_SIZE, type MyReservationsFilter, myReservationsQueryOptions } from '../api/get-my-reservations'
import { formatSeoulDateTime } from '@/utils/format-seoul-date-time'
import { equipmentMessages } from '../messages'
import { CancelReservationDialog, type CancelTarget } from './cancel-reservation-dialog'
import { SuspensionNotice } from './suspension-notice'
import { ReservationDetailModal } from './reservation-detail-modal'
import { ReservationStateBadge } from './reservation-state-badge'
import { MyWaitsSection } from './my-waits-section'
import { CalendarFeedCard } from './calendar-feed-card'
import fieldList from './field-list.module.css'

const messages = equipmentMessages.my
type Cancellable = MyEquipmentReservationRow & {
  cancelAction: 'cancel' | 'cancel-ask'
}
type InSeries = MyEquipmentReservationRow & { series: NonNullable<MyEquipmentReservationRow['series']> }

/** The first row of each series on the page carries 반복 전체 취소; the rest show only the badge. */
const seriesLeads = (rows: readonly MyEquipmentReservationRow[]) => {
  const seen = new Set<number>()
  return new Set(rows.filter((row) => row.series && !seen.has(row.series.id) && seen.add(row.series.id)).map((row) => row.id))
}

/** /myPage/equ: the member's bookings with state badges, cancel where the server allows it, and .ics files; their waits and calendar feed below. */
export function MyReservationsPage({ filter }: { filter: MyReservationsFilter }) {
  const pageNum = filter.pageNum ?? 1
  const { data } = useSuspenseQuery(myReservationsQueryOptions(filter))
  const navigate = useNavigate()
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null)
  const leads = seriesLeads(data.list)
  const [detailId, setDetailId] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)

  const download = (row: MyEquipmentReservationRow) =>
    row.icsPath &&
    downloadIcs(row.icsPath, row.reservationNo).catch((failure: unknown) =>
      setError(failure instanceof ApiError ? failure.message : commonMessages.requestFailed),
    )

  const actions = (row: MyEquipmentReservationRow) => (
    <Group gap={6} wrap="wrap">
      <Button size="compact-sm" variant="default" onClick={() => setDetailId(row.id)}>
        {messages.detail}
      </Button>
      {row.cancelAction && (
        <Button size="compact-sm" color="red" variant="light" onClick={() => setCancelling({ scope: 'one', row: row as Cancellable })}>
          {row.cancelAction === 'cancel' ? messages.cancel : messages.cancelAsk}
        </Button>
      )}
      {row.series && leads.has(row.id) && (
        <Button size="compact-sm" color="red" variant="subtle" onClick={() => setCancelling({ scope: 'series', row: row as InSeries })}>
          {messages.cancelSeries}
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
      {row.statementNo && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconReceipt size={14} aria-hidden="true" />}
          aria-label={messages.statementLabel(row.reservationNo)}
          renderRoot={(props) => <Link to="/myPage/equ/statement" search={{ id: row.id }} {...props} />}
        >
          {messages.statement}
        </Button>
      )}
    </Group>
  )

  const badge = (row: MyEquipmentReservationRow) => <ReservationStateBadge state={row.state} label={row.stateLabel} />
  const period = (row: MyEquipmentReservationRow) => `${formatSeoulDate(row.useDate)} ${row.timeRange}`
  const name = (row: MyEquipmentReservationRow) => (
    <>
      {row.equipmentName}
      {row.series && (
        <Badge ml={6} size="sm" variant="outline" color="indigo" radius="sm" data-series={row.series.seriesNo}>
          {messages.series(row.series.seriesNo)}
        </Badge>
      )}
    </>
  )
  const { columns } = messages

  return (
    <>
      <SuspensionNotice enabled />
      <MyListFilters
        states={reservationStates}
        state={filter.state}
        period={filter}
        dateLabel={equipmentMessages.modal.date}
        onChange={(next) => void navigate({ to: '/myPage/equ', search: next })}
      />
      <MyList
        data={data}
        page={pageNum}
        pageSize={MY_RESERVATIONS_PAGE_SIZE}
        onPage={(page) => void navigate({ to: '/myPage/equ', search: { ...filter, pageNum: page } })}
        action={
          <Group gap="xs">
            <Button component={Link} to="/myPage/equ/statements" size="sm" variant="default">
              {messages.monthly}
            </Button>
            <Button component={Link} to="/easyReservation" size="sm">
              {messages.book}
            </Button>
          </Group>
        }
        error={error}
        onErrorClose={() => setError(null)}
        caption={messages.caption}
        empty={messages.empty}
        numberHeader={columns.no}
        columns={[
          { header: columns.equipmentNo, cell: (row) => row.equipmentNo, layout: 'nowrap' },
          { header: columns.name, cell: name },
          { header: columns.period, cell: period },
          { header: columns.reservedAt, cell: (row) => formatSeoulDateTime(row.reservedAt, false), layout: 'nowrap' },
          { header: columns.state, cell: badge, layout: 'nowrap' },
          { header: columns.actions, cell: actions },
        ]}
        rowAttributes={(row) => ({ 'data-reservation-no': row.reservationNo })}
        card={{
          title: name,
          badge,
          body: (row) => (
            <>
              <dl className={fieldList.fields}>
                <dt>{columns.equipmentNo}</dt>
                <dd>{row.equipmentNo}</dd>
                <dt>{columns.period}</dt>
                <dd>{period(row)}</dd>
                <dt>{columns.reservedAt}</dt>
                <dd>{formatSeoulDateTime(row.reservedAt, false)}</dd>
              </dl>
              {actions(row)}
            </>
          ),
        }}
      />
      {cancelling && (
        <CancelReservationDialog
          target={cancelling}
          onClose={() => setCancelling(null)}
          onDone={(text) => {
            setCancelling(null)
            toastDone(text)
          }}
        />
      )}
      {detailId !== null && <ReservationDetailModal id={detailId} onClose={() => setDetailId(null)} />}
      <MyWaitsSection />
      <CalendarFeedCard />
    </>
  )
}
