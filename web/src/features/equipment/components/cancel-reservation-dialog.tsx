import { formatSeoulDate } from '@contract/date-format'
import type { MyEquipmentReservationRow } from '@contract/equipment'
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { commonMessages } from '@/config/messages'
import { useCancelReservation } from '../api/cancel-reservation'
import { useCancelSeries } from '../api/series'
import { equipmentMessages } from '../messages'

const messages = equipmentMessages.my

/** One booking that may be withdrawn, or the whole recurring booking it belongs to. */
export type CancelTarget =
  | { scope: 'one'; row: MyEquipmentReservationRow & { cancelAction: 'cancel' | 'cancel-ask' } }
  | { scope: 'series'; row: MyEquipmentReservationRow & { series: NonNullable<MyEquipmentReservationRow['series']> } }

type Props = {
  target: CancelTarget
  onDone: (notice: string) => void
  onClose: () => void
}

/**
 * 취소 (a standby booking), 취소요청 (a confirmed one), or 반복 전체 취소 (every occurrence of a series
 * the same way), with an optional reason the staff see.
 */
export function CancelReservationDialog({ target, onDone, onClose }: Props) {
  const [reason, setReason] = useState('')
  const cancelOne = useCancelReservation()
  const cancelSeries = useCancelSeries()
  const { row } = target
  const pending = target.scope === 'one' ? cancelOne : cancelSeries
  const failure = pending.error ? (pending.error instanceof ApiError ? pending.error.message : commonMessages.requestFailed) : null
  const title = target.scope === 'one' ? messages.cancelTitle[target.row.cancelAction] : messages.cancelSeriesTitle
  const body = target.scope === 'one' ? messages.cancelBody[target.row.cancelAction] : messages.cancelSeriesBody(target.row.series.seriesNo)

  const confirm = () => {
    const why = reason.trim() || undefined
    if (target.scope === 'one') {
      cancelOne.mutate({ id: target.row.id, reason: why }, { onSuccess: () => onDone(messages.cancelled[target.row.cancelAction]) })
      return
    }
    cancelSeries.mutate(
      { seriesId: target.row.series.id, reason: why },
      { onSuccess: (result) => onDone(messages.seriesCancelled(result.cancelled, result.requested, result.kept.length)) },
    )
  }

  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': messages.dismiss }}>
      <Stack gap="sm">
        <Text size="sm">
          {row.equipmentName} · {target.scope === 'one' ? `${formatSeoulDate(row.useDate)} ${row.timeRange}` : messages.series(target.row.series.seriesNo)}
        </Text>
        <Text size="sm">{body}</Text>
        <Textarea label={messages.reason} value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={300} autosize minRows={2} />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {messages.dismiss}
          </Button>
          <Button color="red" loading={pending.isPending} onClick={confirm}>
            {messages.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
