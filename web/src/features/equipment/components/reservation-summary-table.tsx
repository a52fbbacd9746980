import { formatSeoulDate } from '@contract/date-format'
import type { ReservationData } from '@contract/equipment'
import { equipmentMessages } from '../messages'
import { ReservationStateBadge } from './reservation-state-badge'
import { LabelValueTable } from '@/components/label-value-table'

const fields = equipmentMessages.modal

/** One booking as a label/value table: the essentials, or with `detailed` also what the member entered. */
export function ReservationSummaryTable({ reservation, detailed = false }: { reservation: ReservationData; detailed?: boolean }) {
  const rows: [string, string][] = [
    [equipmentMessages.my.reservationNo, reservation.reservationNo],
    [fields.equipment, `${reservation.equipment.name} (${reservation.equipment.equipmentNo})`],
    reservation.samples === null
      ? [fields.date, `${formatSeoulDate(reservation.useDate)} ${reservation.timeRange}`]
      : [fields.dropOffDate, formatSeoulDate(reservation.useDate)],
    ...(detailed
      ? ([
          [fields.usageMode, reservation.usageModeLabel],
          ...(reservation.samples === null
            ? []
            : [
                [fields.samples, fields.samplesSummary(reservation.samples)],
                [fields.sampleDescription, reservation.sampleDescription ?? ''],
              ]),
          [fields.purpose, reservation.purpose],
          [fields.applicantName, `${reservation.applicantName} · ${reservation.organisation}`],
          [fields.phone, `${reservation.phone} · ${reservation.email}`],
        ] as [string, string][])
      : []),
  ]
  return (
    <LabelValueTable
      rows={[...rows, [equipmentMessages.my.columns.state, <ReservationStateBadge key="state" state={reservation.state} label={reservation.stateLabel} />]]}
    />
  )
}
