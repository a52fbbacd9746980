import { formatSeoulDate } from '@contract/date-format'
import type { MyEquipmentReservationRow } from '@contract/equipment'
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { commonMessages } from '@/config/messages'
import { useCancelReservation } from '../api/cancel-reservation'
import { equipmentMessages } from '../messages'

const messages = equipmentMessages.my

type Props = {
  row: MyEquipmentReservationRow & { cancelAction: 'cancel' | 'cancel-ask' }
  onDone: (notice: string) => void
  onClose: () => void
}

/** 취소 (a standby booking) or 취소요청 (a confirmed one), with an optional reason the staff see. */
export function CancelReservationDialog({ row, onDone, onClose }: Props) {
  const [reason, setReason] = useState('')
  const cancel = useCancelReservation()
  const action = row.cancelAction
  const failure = cancel.error ? (cancel.error instanceof ApiError ? cancel.error.message : commonMessages.requestFailed) : null

  return (
    <Modal opened onClose={onClose} title={messages.cancelTitle[action]} centered closeButtonProps={{ 'aria-label': messages.dismiss }}>
      <Stack gap="sm">
        <Text size="sm">
          {row.equipmentName} · {formatSeoulDate(row.useDate)} {row.timeRange}
        </Text>
        <Text size="sm">{messages.cancelBody[action]}</Text>
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
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() => cancel.mutate({ id: row.id, reason: reason.trim() || undefined }, { onSuccess: () => onDone(messages.cancelled[action]) })}
          >
            {messages.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
